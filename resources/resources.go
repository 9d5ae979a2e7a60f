// Package resources holds the files embedded in the binary: the icon, the
// UI translations, the Rules pages of the workspaces and the sample
// puzzles each workspace opens on. It uses go:embed, not fyne bundle, so
// the assets stay ordinary files in the tree.
package resources

import (
	"embed"
	"io/fs"
	"path"
)

//go:embed Icon.png
var iconPNG []byte

// Translations holds translations/<lang>.json for Fyne's lang package.
//
//go:embed translations/*.json
var Translations embed.FS

//go:embed rules samples
var files embed.FS

// IconPNG returns the application icon, a 512x512 PNG.
func IconPNG() []byte { return iconPNG }

// Rules returns the Rules page of a workspace in a language ("en", "fr"),
// falling back to English, and false if the workspace has none.
func Rules(workspace, lang string) (string, bool) {
	for _, l := range []string{lang, "en"} {
		if b, err := files.ReadFile(path.Join("rules", workspace+"."+l+".md")); err == nil {
			return string(b), true
		}
	}
	return "", false
}

// Sample returns an embedded sample file by name (for example
// "eternity_6x6.json").
func Sample(name string) ([]byte, error) {
	return files.ReadFile(path.Join("samples", name))
}

// Samples lists the embedded sample files whose names start with prefix.
func Samples(prefix string) []string {
	entries, _ := fs.ReadDir(files, "samples")
	var out []string
	for _, e := range entries {
		if n := e.Name(); !e.IsDir() && len(n) >= len(prefix) && n[:len(prefix)] == prefix {
			out = append(out, n)
		}
	}
	return out
}
