package shell

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"plateau/games/dicewars"
	"plateau/games/eternity"
	"plateau/games/momentum"
	"plateau/games/reason"
	"plateau/games/rikudo"
	"plateau/games/weave"
	"plateau/resources"
	sd "plateau/solvers/dicewars"
	"plateau/solvers/eternity/maxscore"
	"plateau/solvers/eternity/sat"
	solve "plateau/solvers/rikudo"
)

// literalL matches lang.L("...") with a literal argument.
var literalL = regexp.MustCompile(`lang\.L\(("(?:[^"\\]|\\.)*")\)`)

// literalReason matches the format of a game's refusal (games/reason),
// which the app translates as it shows it: reason.New and reason.Of, and
// the file readers' helpers that make one (lineErr, linkErr, parseErr,
// l.fail, refuse, d.fault).
var literalReason = regexp.MustCompile(`(?:reason\.(?:New|Of)\((?:\w+, )?|lineErr\([^,()]+(?:\[\w+\])?, |parseErr\([^,]+, |linkErr\(|l\.fail\(|refuse\(|d\.fault\()("(?:[^"\\]|\\.)*")`)

// TestEveryUIStringHasAFrenchTranslation scans the app's sources for
// lang.L literals, and the games' for the refusals they give, and checks
// each has an entry in fr.json, so a workspace cannot land with
// untranslated text.
func TestEveryUIStringHasAFrenchTranslation(t *testing.T) {
	fr := readFrench(t)
	app, _ := filepath.Glob("../*/*.go")
	games, _ := filepath.Glob("../../games/*/*.go")
	internal, _ := filepath.Glob("../../games/internal/*/*.go")
	solvers, _ := filepath.Glob("../../solvers/*/*.go")
	deeper, _ := filepath.Glob("../../solvers/*/*/*.go")
	games = append(append(append(games, internal...), solvers...), deeper...)
	if len(app) == 0 || len(games) == 0 {
		t.Fatal("no sources found")
	}
	refusals := 0
	for _, f := range append(app, games...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		found := literalL.FindAllSubmatch(src, -1)
		if strings.HasPrefix(f, "../../") {
			found = literalReason.FindAllSubmatch(src, -1)
			refusals += len(found)
		}
		for _, m := range found {
			key, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if fr[key] == "" {
				t.Errorf("%s: no French for %q", f, key)
			}
		}
	}
	if refusals == 0 {
		t.Error("no refusal found in games/: the pattern no longer matches reason.New")
	}
}

// verb matches a printf verb, with an optional explicit argument index.
var verb = regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?([vTtbcdoOqxXUeEfFgGsp%])`)

// verbs lists the verb letters of a format, sorted: a translation may
// reorder its arguments but must take the same ones.
func verbs(format string) string {
	var letters []string
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[1] != "%" {
			letters = append(letters, m[1])
		}
	}
	sort.Strings(letters)
	return strings.Join(letters, "")
}

// TestFrenchFormatsTakeTheSameArguments: a French format with a verb too
// many, too few or of another kind would print "%!d(MISSING)" on screen.
func TestFrenchFormatsTakeTheSameArguments(t *testing.T) {
	fr := readFrench(t)
	for en, f := range fr {
		if verbs(en) != verbs(f) {
			t.Errorf("%q takes %q, its French %q takes %q", en, verbs(en), f, verbs(f))
		}
	}
}

// readFrench reads the French translations, English key to French.
func readFrench(t *testing.T) map[string]string {
	t.Helper()
	data, err := resources.Translations.ReadFile("translations/fr.json")
	if err != nil {
		t.Fatal(err)
	}
	var fr map[string]string
	if err := json.Unmarshal(data, &fr); err != nil {
		t.Fatalf("fr.json: %v", err)
	}
	return fr
}

// TestFileErrorsInFrench: what the readers say of a broken file reads in
// French, the line and the words both, through the same translation the
// app's error dialogs use.
func TestFileErrorsInFrench(t *testing.T) {
	fr := readFrench(t)
	french := func(format string) string {
		if s, ok := fr[format]; ok {
			return s
		}
		return format
	}
	plain := func(s string) error { _, _, err := eternity.ReadPlain(strings.NewReader(s)); return err }
	tests := []frenchCase{
		{"Eternity piece list, a short piece", plain("3 3\n1 2 3\n"),
			"ligne 2 : une pièce attendue, 4 couleurs `N E S W`, lu 3 champs"},
		{"Eternity piece list, a size out of range", plain("1 99\n"),
			"ligne 1 : taille 1x99 impossible : chaque côté doit faire de 3 à 30"},
		{"Eternity link, a missing parameter", func() error { _, err := eternity.ParseLink("board_w=3&board_h=3"); return err }(),
			"le lien de plateau doit avoir un paramètre board_edges"},
		{"Eternity link file, on its line", func() error {
			_, err := eternity.ReadLink(strings.NewReader("[InternetShortcut]\nURL=https://e2.bucas.name/#board_w=3&board_h=3\n"))
			return err
		}(), "ligne 2 : le lien de plateau doit avoir un paramètre board_edges"},
		{"Eternity design, a wrong format", func() error {
			_, err := eternity.ReadJSON(strings.NewReader("{\n  \"format\": \"other\"\n}\n"))
			return err
		}(), `ligne 2 : format : "plateau-eternity" attendu, lu "other"`},
		{"Rikudo, a word for a number", func() error { _, err := rikudo.Read(strings.NewReader("5\nx\n")); return err }(),
			`ligne 2 : le nombre d'arêtes attendu, lu "x"`},
		{"Rikudo, a given out of range", func() error { _, err := rikudo.Read(strings.NewReader("2\n1\n#1 2\n1\n1 7\n")); return err }(),
			"ligne 5 : nombre donné 7 en case 1 : les nombres vont de 1 à 2"},
		{"Weave, a link twice", func() error {
			_, err := weave.ReadJSON(strings.NewReader(`{"rule":"seed","main":"D1","points":[{"n":1,"p":[0,0,0],"free":true}],"links":[[1,1]]}`))
			return err
		}(), "ligne 1 : lien [1, 1] : il faut deux points différents parmi 1..1"},
		{"Weave, a link against the rule, on its line", func() error {
			_, err := weave.ReadJSON(strings.NewReader("{\"rule\": \"seed\", \"main\": \"D1\", \"points\": [\n{\"n\": 1, \"p\": [0, 0, 0], \"free\": false},\n{\"n\": 2, \"p\": [1, 1, 0], \"free\": true}\n], \"links\": [\n[1, 2]\n]}"))
			return err
		}(), "ligne 5 : le lien [1, 2] de [0 0 0] à [1 1 0] n'est pas un pas de la règle seed"},
		{"Weave, broken JSON", func() error { _, err := weave.ReadJSON(strings.NewReader("{\n\"rule\": }")); return err }(),
			"ligne 2 : '}' inattendu là où une chaîne était attendue"},
		{"Momentum, another game", func() error {
			_, err := momentum.ReadRecord(strings.NewReader(`{"game":"chess","version":1}`), nil)
			return err
		}(), `ligne 1 : jeu "chess", "momentum" attendu`},
		{"Momentum, a board too wide", func() error {
			_, err := momentum.ReadRecord(strings.NewReader(`{"game":"momentum","version":1,"options":{"width":99,"height":4,"start_momentum":1,"build_range":"neighbours","turn_limit":200}}`), nil)
			return err
		}(), "ligne 1 : options : largeur du plateau 99 : il faut de 4 à 64"},
		{"Momentum, a player on its line", func() error {
			_, err := momentum.ReadRecord(strings.NewReader("{\"game\":\"momentum\",\"version\":1,\n\"players\":[\"human\",\n\"bogus\"]}"),
				func(p string) error {
					if p == "human" {
						return nil
					}
					return reason.New("want human, random, greedy, search or search:1 to search:%d", 9) // momentumui's
				})
			return err
		}(), `ligne 3 : joueur 2 "bogus" : il faut human, random, greedy, search ou de search:1 à search:9`},
		{"Eternity, a file of another kind", func() error { _, err := eternity.FileTypeOf("notes.docx"); return err }(),
			"notes.docx : une liste de pièces .txt, un puzzle .json ou un lien de plateau .url est attendu"},
		{"Dice Wars, a newer version", func() error { _, err := dicewars.ReadSave(strings.NewReader(`{"version":99}`)); return err }(),
			"ligne 1 : version 99, 1 attendue"},
		{"Dice Wars, cut short", func() error { _, err := dicewars.ReadSave(strings.NewReader("{\n\"version\": 1,\n")); return err }(),
			"ligne 3 : le fichier s'arrête au milieu de son JSON"},
		{"Dice Wars, empty", func() error { _, err := dicewars.ReadSave(strings.NewReader("")); return err }(),
			"fichier vide"},
		{"Dice Wars, no moves", func() error {
			_, err := dicewars.ReadSave(strings.NewReader(`{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2,"deal":"round-robin","start":"four"},"seed":7}`))
			return err
		}(), `pas de liste de coups : il faut "moves": [...], vide pour une partie pas commencée`},
	}
	tests = append(tests, frenchRefusals(t, fr)...)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("the reader took the broken file")
			}
			if got := reason.In(tc.err, french); got != tc.want {
				t.Errorf("%q\nin French %q,\nwant      %q", tc.err, got, tc.want)
			}
		})
	}
}

// frenchCase is an error and what it reads in French.
type frenchCase struct {
	name string
	err  error
	want string
}

// frenchRefusals are the errors of broken files and of the solvers that
// read in English once: a refusal wrapped by a decoder, encoding/json's
// own messages, a move's label, a solver's error.
// Where the words inside are another refusal's, they are fr's for it,
// whatever its wording.
func frenchRefusals(t *testing.T, fr map[string]string) []frenchCase {
	tr := func(key string, a ...any) string {
		t.Helper()
		if fr[key] == "" {
			t.Fatalf("no French for %q", key)
		}
		return fmt.Sprintf(fr[key], a...)
	}
	record := func(s string) error { _, err := momentum.ReadRecord(strings.NewReader(s), nil); return err }
	game := func(s string) error { _, _, err := momentum.LoadGame(strings.NewReader(s), nil); return err }
	save := func(s string) error { _, err := dicewars.ReadSave(strings.NewReader(s)); return err }
	load := func(s string) error { _, _, err := dicewars.Load(strings.NewReader(s)); return err }
	options := func(deal, start string) string {
		return `{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2,"deal":"` + deal + `","start":"` + start + `"},"seed":7,"moves":[`
	}
	design := func(s string) error { _, err := eternity.ReadJSON(strings.NewReader(s)); return err }
	// a hexagon of radius 2 whose givens the bridge contradicts: 1 in
	// cell 1, 5 in cell 2, a bridge between them
	none, err := rikudo.NewHexagon(2)
	if err != nil {
		t.Fatal(err)
	}
	if err := errors.Join(none.ToggleBridge(0, 1), none.SetGiven(0, 1), none.SetGiven(1, 5)); err != nil {
		t.Fatal(err)
	}
	hint := func() error { _, err := solve.NextHint(context.Background(), none, make([]int, none.N())); return err }
	generate := func() error {
		_, err := solve.Generate(context.Background(), none.Clone(), solve.GenOptions{Seed: 1})
		return err
	}
	tooBig := func() error { _, err := sat.Encode(frame(30, 30, nil), nil); return err }
	notE2 := func() error {
		// 16x16, but piece 139 is a border piece
		_, err := maxscore.OfficialHints(frame(16, 16, func(pieces []eternity.Piece) { pieces[138], pieces[1] = pieces[1], pieces[138] }))
		return err
	}
	return []frenchCase{
		{"Momentum, a bad action", record(`{"game":"momentum","version":1,"moves":["XX"]}`),
			`ligne 1 : action "XX" : il faut N, NE, E, SE, S, SW, W, NW, xX,Y ou +X,Y`},
		{"Momentum, an illegal move", game("{\"game\":\"momentum\",\"version\":1,\n\"moves\":[\"+1,1\"]}"),
			"ligne 2 : coup 1 (+1,1) : action interdite : " + tr("walls are built in the construction phase, this is the movement phase")},
		{"Momentum, a move after the end", game(strings.Replace(sample(t, "momentum_demo.json"), "\"S\"\n  ]", "\"S\",\n\"N\"\n  ]", 1)),
			"ligne 74 : coup 58 (N) : " + tr("the game is over")},
		{"Momentum, a build range", record(`{"game":"momentum","version":1,"options":{"build_range":"far"}}`),
			"ligne 1 : " + tr("build range %q: want neighbours or anywhere", "far")},
		{"Dice Wars, a deal", save(options("sideways", "four") + "]}"), "ligne 1 : " + tr("deal %q: want round-robin or random", "sideways")},
		{"Dice Wars, starting dice", save(options("random", "lots") + "]}"), "ligne 1 : " + tr("starting dice %q: want four or random", "lots")},
		{"Dice Wars, an unknown field", save("{\"version\":1,\n\"colour\":2}"), `ligne 2 : champ inconnu "colour"`},
		{"Dice Wars, a string for a number", save(`{"version":"1"}`), "ligne 1 : version : un nombre entier est attendu, lu une chaîne"},
		{"Dice Wars, broken JSON", save(`{"version": x}`), "ligne 1 : 'x' inattendu là où une valeur était attendue"},
		{"Dice Wars, no such territory", load(options("random", "four") + "\n" + `{"from":99,"to":3}]}`),
			"ligne 2 : coup 1 (" + tr("attack from #%d on #%d", 99, 3) + ") : " + tr("no such territory")},
		{"Dice Wars, an unknown strategy", func() error { _, err := sd.New("bogus", 0); return err }(),
			`stratégie "bogus" inconnue (chaos, bourgeoise, dijkstra ou expert attendu)`},
		{"Eternity design, pieces given as a string", design("{\"format\":\"plateau-eternity\",\"version\":1,\"width\":3,\"height\":3,\n\"pieces\":\"x\"}"),
			"ligne 2 : pieces : un tableau de tableaux de nombres entiers est attendu, lu une chaîne"},
		{"Eternity design, broken JSON", design("{\n\"format\": x}"), "ligne 2 : 'x' inattendu là où une valeur était attendue"},
		{"Rikudo hint, no solution", hint(), "la grille n'a aucune solution"},
		{"Rikudo generate, pinned clues with no solution", generate(), "les nombres et les ponts gardés n'admettent aucune solution"},
		{"Eternity SAT, too big", tooBig(),
			"le puzzle 30x30 demanderait 2471184 variables de placement (1048576 au plus) : fixez des pièces ou prenez un autre solveur"},
		{"Eternity max score, not the Eternity II set", notE2(),
			"la pièce 139 est une pièce de bord : ce n'est pas la liste de pièces d'Eternity II"},
	}
}

// sample is the text of a sample file the app ships.
func sample(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../resources/samples", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// frame is a w x h puzzle of one piece repeated, grey on the outside, in
// the order of the cells; edit, if not nil, changes the list first.
func frame(w, h int, edit func([]eternity.Piece)) *eternity.Puzzle {
	p := &eternity.Puzzle{W: w, H: h}
	for y := range h {
		for x := range w {
			pc := eternity.Piece{1, 2, 3, 4}
			for m, s := eternity.OuterSides(w, h, x, y), 0; s < 4; s++ {
				if m&(1<<s) != 0 {
					pc[s] = eternity.Grey
				}
			}
			p.Pieces = append(p.Pieces, pc)
		}
	}
	if edit != nil {
		edit(p.Pieces)
	}
	return p
}
