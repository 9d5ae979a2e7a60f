package shell

import (
	"context"
	"image/png"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/cli"
	"plateau/app/filekind"
	"plateau/app/kit"
	"plateau/app/safefile"
)

// PathOpener is implemented by workspaces that can open a file given its
// path (used by `plateau shot --file` and by recent files).
type PathOpener interface {
	OpenPath(path string) error
}

// slowOpener is implemented by the workspaces whose files may take seconds
// to read (Weave's lattices): OpenPathThen reads in the background, shows
// any error itself, and calls done on the UI goroutine. The window opens
// their files this way; OpenPath stays for pictures.
type slowOpener interface {
	OpenPathThen(path string, done func(error))
}

func init() {
	cli.Register(cli.Command{
		Name:    "shot",
		Args:    "PANEL OUT.png [--size WxH] [--file F] [--lang en|fr] [--theme dark|light]",
		Summary: "render a workspace (home, weave, momentum, dicewars, eternity, rikudo) to a PNG, headless",
		Run:     runShot,
	})
}

func runShot(ctx context.Context, env *cli.Env, args []string) error {
	fs := cli.NewFlags("shot")
	size := fs.String("size", "1280x800", "picture size WxH")
	file := fs.String("file", "", "file to open in the workspace first")
	language := fs.String("lang", "en", "UI language")
	appearance := fs.String("theme", "dark", "dark or light")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return cli.Usagef("want PANEL and OUT.png, got %d arguments", len(pos))
	}
	w, h, err := cli.ParseSize(*size)
	if err != nil || w < 200 || h < 150 || w > 8000 || h > 8000 {
		return cli.Usagef("--size %q: want WxH between 200x150 and 8000x8000", *size)
	}
	if !strings.HasSuffix(strings.ToLower(pos[1]), ".png") {
		return cli.Usagef("output %q must end in .png", pos[1])
	}
	if *language != "en" && *language != "fr" {
		return cli.Usagef("--lang %q: want en or fr", *language)
	}
	if *appearance != "dark" && *appearance != "light" {
		return cli.Usagef("--theme %q: want dark or light", *appearance)
	}
	return Shot(pos[0], pos[1], w, h, *file, *language, *appearance)
}

// Shot renders panel at w x h pixels with Fyne's software driver, in the
// appearance "dark" or "light", and writes it as PNG to out. No display is
// needed.
//
// It renders on a goroutine of its own. In the real binary the window's
// driver is linked in and marks the main goroutine; on it, the test
// driver's fyne.Do runs its function later on another goroutine (Fyne
// logs "fyne.Do called from main goroutine"), so a theme or a file's
// content could still be on its way when the picture is taken. Off the
// main goroutine fyne.Do runs at once, as in the tests.
func Shot(panel, out string, w, h int, file, language, appearance string) error {
	done := make(chan error, 1)
	go func() { done <- shot(panel, out, w, h, file, language, appearance) }()
	return <-done
}

func shot(panel, out string, w, h int, file, language, appearance string) error {
	kit.SetLanguage(language)
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(kit.ThemeFor(appearance))
	win := a.NewWindow("Plateau")
	s := New(a, win)
	win.SetContent(s.Content())
	win.Resize(fyne.NewSize(float32(w), float32(h)))
	if err := s.Show(panel); err != nil {
		return cli.Usagef("unknown panel %q (home, weave, momentum, dicewars, eternity, rikudo)", panel)
	}
	if file != "" {
		op, ok := s.Current().(PathOpener)
		if !ok {
			return cli.Usagef("the %s panel opens no files", panel)
		}
		// refused first as the commands refuse it: the workspace's reader
		// quoted binary data, and a missing file came named twice
		f, err := filekind.OpenText(file)
		if err != nil {
			return cli.Usagef("%v", err)
		}
		f.Close()
		if err := op.OpenPath(file); err != nil {
			return cli.Usagef("%s: %v", file, err)
		}
	}
	img := win.Canvas().Capture()
	return safefile.Write(out, func(wr io.Writer) error { return png.Encode(wr, img) })
}
