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
	// the commands' default paper follows the system's locale as the
	// window's does (kit.SystemPaper), where no variable names one
	cli.SystemLocale = kit.SystemLocale
	cli.Register(cli.Command{
		Name:    "shot",
		Args:    "PANEL OUT.png [--size WxH] [--scale S] [--file F] [--lang en|fr] [--theme dark|light]",
		Summary: "render a workspace (home, weave, momentum, dicewars, eternity, rikudo) to a PNG, headless; --scale 2 draws it as a HiDPI screen shows it",
		Run:     runShot,
	})
}

// maxShotSide bounds a shot's side in pixels, its scale applied.
const maxShotSide = 8000

func runShot(ctx context.Context, env *cli.Env, args []string) error {
	fs := cli.NewFlags("shot")
	size := fs.String("size", "1280x800", "picture size WxH, in the window's units")
	scale := fs.Float64("scale", 1, "pixels a unit, as a screen of that scale shows the window (1 to 4)")
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
	if err != nil || w < 200 || h < 150 || w > maxShotSide || h > maxShotSide {
		return cli.Usagef("--size %q: want WxH between 200x150 and 8000x8000", *size)
	}
	if s := *scale; !(s >= 1 && s <= 4) || float64(max(w, h))*s > maxShotSide { // NaN too
		return cli.Usagef("--scale %v: want 1 to 4, the picture at most %d pixels a side", *scale, maxShotSide)
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
	return Shot(pos[0], pos[1], ShotOptions{Width: w, Height: h, Scale: float32(*scale), File: *file, Language: *language, Appearance: *appearance})
}

// ShotOptions say how Shot renders a panel.
type ShotOptions struct {
	Width, Height int     // the window's size, in its units
	Scale         float32 // pixels a unit; 0 is 1
	File          string  // opened in the panel first, when not ""
	Language      string  // "en" or "fr"
	Appearance    string  // "dark" or "light"
}

// Shot renders panel at o's size and scale with Fyne's software driver and
// writes it as PNG to out, o.Scale times o.Width x o.Height pixels. No
// display is needed.
//
// It renders on a goroutine of its own. In the real binary the window's
// driver is linked in and marks the main goroutine; on it, the test
// driver's fyne.Do runs its function later on another goroutine (Fyne
// logs "fyne.Do called from main goroutine"), so a theme or a file's
// content could still be on its way when the picture is taken. Off the
// main goroutine fyne.Do runs at once, as in the tests.
func Shot(panel, out string, o ShotOptions) error {
	done := make(chan error, 1)
	go func() { done <- shot(panel, out, o) }()
	return <-done
}

func shot(panel, out string, o ShotOptions) error {
	kit.SetLanguage(o.Language)
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(kit.ThemeFor(o.Appearance))
	win := a.NewWindow("Plateau")
	// The test canvas draws at scale 1 unless told: FYNE_SCALE, which the
	// window follows, changed nothing here.
	if c, ok := win.Canvas().(interface{ SetScale(float32) }); ok && o.Scale > 0 {
		c.SetScale(o.Scale)
	}
	s := New(a, win)
	win.SetContent(s.Content())
	win.Resize(fyne.NewSize(float32(o.Width), float32(o.Height)))
	if err := s.Show(panel); err != nil {
		return cli.Usagef("unknown panel %q (home, weave, momentum, dicewars, eternity, rikudo)", panel)
	}
	if o.File != "" {
		op, ok := s.Current().(PathOpener)
		if !ok {
			return cli.Usagef("the %s panel opens no files", panel)
		}
		// refused first as the commands refuse it: the workspace's reader
		// quoted binary data, and a missing file came named twice
		f, err := filekind.OpenText(o.File)
		if err != nil {
			return cli.Usagef("%v", err)
		}
		f.Close()
		if err := op.OpenPath(o.File); err != nil {
			return cli.Usagef("%s: %v", o.File, err)
		}
	}
	img := win.Canvas().Capture()
	return safefile.Write(out, func(wr io.Writer) error { return png.Encode(wr, img) })
}
