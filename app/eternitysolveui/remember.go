package eternitysolveui

import (
	"runtime"
	"slices"
	"strconv"
	"time"

	"plateau/app/kit"
)

// prefSolve keeps the Solve section's settings (JSON): quad-spiral,
// capi and four workers were rowscan, bruteforce and all cores again at
// the next start.
const prefSolve = "eternity.solve"

// methodCodes name the method select's choices, in its order, as kept.
var methodCodes = []string{methodSearch, methodSAT, methodMaxScore}

// solveChoices are the Solve section's settings, as kept: the words of
// the command line, so that a kept value means the same in any language.
type solveChoices struct {
	Method   string        `json:"method"` // one of methodCodes
	Order    string        `json:"order"`  // rowscan, ...
	Var      string        `json:"var"`    // scan, optimistic, pessimistic
	Val      string        `json:"val"`    // lexi, ...
	Model    string        `json:"model"`  // bruteforce, capi, boco
	Corolle  int           `json:"corolle"`
	Workers  int           `json:"workers"`
	Limit    time.Duration `json:"limit"`    // one of limits, 0 none
	Openings int           `json:"openings"` // 0 auto
	Finale   int           `json:"finale"`
	All      bool          `json:"all"`
	Starter  bool          `json:"starter"` // Max score's Eternity II starter piece
}

// code is the code of select index i among codes, "" for none.
func code(codes []string, i int) string {
	if i < 0 || i >= len(codes) {
		return ""
	}
	return codes[i]
}

// strings names each of choices by its String method.
func stringsOf[T interface{ String() string }](choices []T) []string {
	out := make([]string, len(choices))
	for i, c := range choices {
		out[i] = c.String()
	}
	return out
}

// choices reads the section's settings.
func (p *Panel) choices() solveChoices {
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n } // "auto" reads as 0
	return solveChoices{
		Method: code(methodCodes, p.methods.SelectedIndex()), Order: p.order.Selected,
		Var:     code(stringsOf(varChoices), p.vars.SelectedIndex()),
		Val:     code(stringsOf(valChoices), p.vals.SelectedIndex()),
		Model:   code(stringsOf(modelChoices), p.model.SelectedIndex()),
		Corolle: atoi(p.corolle.Selected), Workers: atoi(p.workers.Selected), Limit: p.timeLimit(),
		Openings: atoi(p.openings.Selected), Finale: atoi(p.finale.Selected),
		All: p.all.Checked, Starter: p.starter.Checked,
	}
}

// pick selects the choice whose code is c; an unknown code (a hand edit,
// a method of another version) leaves the select as it is.
func pick(s *kit.Select, codes []string, c string) {
	if i := slices.Index(codes, c); i >= 0 {
		s.SetSelectedIndex(i)
	}
}

// restoreChoices shows the settings kept by the last session, each that
// the section offers (more workers than this computer has cores: all of
// them), then keeps each change.
func (p *Panel) restoreChoices() {
	prefs := p.w.Kit().Prefs()
	c := kit.LoadJSON(prefs, prefSolve, p.choices(), nil)
	pick(p.order, p.order.Options, c.Order)
	pick(p.vars, stringsOf(varChoices), c.Var)
	pick(p.vals, stringsOf(valChoices), c.Val)
	pick(p.model, stringsOf(modelChoices), c.Model)
	pick(p.corolle, p.corolle.Options, strconv.Itoa(c.Corolle))
	pick(p.workers, p.workers.Options, strconv.Itoa(min(c.Workers, runtime.NumCPU())))
	pick(p.limit, stringsOf(limits), c.Limit.String())
	if c.Openings == 0 {
		p.openings.SetSelectedIndex(0) // auto
	} else {
		pick(p.openings, p.openings.Options, strconv.Itoa(c.Openings))
	}
	pick(p.finale, p.finale.Options, strconv.Itoa(c.Finale))
	p.all.SetChecked(c.All)
	p.starter.SetChecked(c.Starter)
	pick(p.methods, methodCodes, c.Method) // last: it enables the settings it reads

	keep := func() { kit.StoreJSON(prefs, prefSolve, p.choices()) }
	for _, s := range []*kit.Select{p.order, p.vars, p.vals, p.model, p.corolle, p.workers, p.limit, p.openings, p.finale} {
		s.OnChanged = func(string) { keep() }
	}
	methodChanged := p.methods.OnChanged
	p.methods.OnChanged = func(s string) { methodChanged(s); keep() }
	for _, c := range []*kit.Check{p.all, p.starter} {
		c.OnChanged = func(bool) { keep() }
	}
}
