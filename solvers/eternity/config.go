package eternity

import (
	"fmt"
	"strings"

	"plateau/games/reason"
)

// Order is the order cells are filled in (the brute force's "parcours"); the
// smartforce uses it to break ties between equally good cells.
type Order int

// The scan orders of seed 002, figures 16 to 20.
const (
	RowScan    Order = iota // rows from the top, each from left to right
	Diagonal                // anti-diagonals from the top-left corner, each from its top end
	SpiralIn                // clockwise rings from the frame inwards, starting at the top-left corner
	SpiralOut               // spiral-in reversed: from the centre outwards
	QuadSpiral              // the four quarters one after the other, each a closed spiral from its board corner
)

// VarChoice picks the next cell to fill.
type VarChoice int

// The variable choices of seed 002, section 4.2. Domains are compared as
// the fraction left of what the frame lets the cell hold: a border cell
// holds one turn of each border piece, an inner cell four turns of each
// inner piece.
const (
	VarScan        VarChoice = iota // follow the scan order
	VarOptimistic                   // the cell with the largest domain, among those next to a placed piece
	VarPessimistic                  // the cell with the smallest domain
)

// ValChoice orders the piece turns tried on a cell.
type ValChoice int

// The value choices of seed 002, section 4.2.
const (
	ValLexi        ValChoice = iota // piece number, then turn
	ValOptimistic                   // the piece turn that fits the most empty cells first
	ValPessimistic                  // the piece turn that fits the fewest empty cells first
)

// Model is what the search knows beyond the placed pieces.
type Model int

// The models of seed 002, section 4.
const (
	// BruteForce checks a piece against its placed neighbours only.
	BruteForce Model = iota
	// CaPi keeps every empty cell's domain (piece turns that fit) and every
	// piece's cells, and backtracks as soon as a cell or an unplaced piece
	// has none left.
	CaPi
	// BoCo adds to CaPi the count of each colour on each side of each cell,
	// and when a count falls to zero removes from the neighbour across that
	// side the piece turns that needed the colour, which may in turn drop
	// other counts to zero.
	BoCo
)

var (
	orderNames = []string{"rowscan", "diagonal", "spiral-in", "spiral-out", "quad-spiral"}
	varNames   = []string{"scan", "optimistic", "pessimistic"}
	valNames   = []string{"lexi", "optimistic", "pessimistic"}
	modelNames = []string{"bruteforce", "capi", "boco"}
)

func name(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("?%d", i)
	}
	return names[i]
}

func parse(what string, names []string, s string) (int, error) {
	for i, n := range names {
		if s == n {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want %s)", what, reason.Clip(s), strings.Join(names, ", "))
}

// String is the order's name on the command line.
func (o Order) String() string { return name(orderNames, int(o)) }

// String is the variable choice's name on the command line.
func (v VarChoice) String() string { return name(varNames, int(v)) }

// String is the value choice's name on the command line.
func (v ValChoice) String() string { return name(valNames, int(v)) }

// String is the model's name on the command line.
func (m Model) String() string { return name(modelNames, int(m)) }

// ParseOrder reads rowscan, diagonal, spiral-in, spiral-out or quad-spiral.
func ParseOrder(s string) (Order, error) {
	i, err := parse("order", orderNames, s)
	return Order(i), err
}

// ParseVar reads scan, optimistic or pessimistic.
func ParseVar(s string) (VarChoice, error) {
	i, err := parse("variable choice", varNames, s)
	return VarChoice(i), err
}

// ParseVal reads lexi, optimistic or pessimistic.
func ParseVal(s string) (ValChoice, error) {
	i, err := parse("value choice", valNames, s)
	return ValChoice(i), err
}

// ParseModel reads bruteforce, capi or boco.
func ParseModel(s string) (Model, error) {
	i, err := parse("model", modelNames, s)
	return Model(i), err
}

// Orders lists every scan order, for menus and comparisons.
func Orders() []Order { return []Order{RowScan, Diagonal, SpiralIn, SpiralOut, QuadSpiral} }

// Config is one solver configuration, in the words of DESIGN section 5.4.
// The zero value is the plain brute force: rowscan, lexicographic values,
// the board's symmetry used.
type Config struct {
	Order   Order
	Var     VarChoice
	Val     ValChoice
	Model   Model
	Corolle int // 0 (none), 1 or 2: drop the piece turns no corolle of that radius can hold
	// NoSymmetry searches every turn of the whole board instead of fixing the
	// lowest corner piece in the top-left corner.
	NoSymmetry bool
}

// Default is the fastest configuration measured on the bench instances
// (see BenchmarkSmart6 and BenchmarkFirst7): the brute force in rowscan
// with the corolles of radius 2 and the board's symmetry. The smartforce
// models place far fewer pieces (BoCo: 1.0 million nodes for all of
// brendan1 6x6 against 14.5 million) but each costs some fifty times more.
// It is what `plateau eternity solve` runs when given no solver flags.
var Default = Config{Order: RowScan, Var: VarScan, Val: ValLexi, Model: BruteForce, Corolle: 2}

// Validate reports a field out of range.
func (c Config) Validate() error {
	switch {
	case c.Order < RowScan || c.Order > QuadSpiral:
		return fmt.Errorf("unknown order %d", c.Order)
	case c.Var < VarScan || c.Var > VarPessimistic:
		return fmt.Errorf("unknown variable choice %d", c.Var)
	case c.Val < ValLexi || c.Val > ValPessimistic:
		return fmt.Errorf("unknown value choice %d", c.Val)
	case c.Model < BruteForce || c.Model > BoCo:
		return fmt.Errorf("unknown model %d", c.Model)
	case c.Corolle < 0 || c.Corolle > 2:
		return fmt.Errorf("corolle radius %d out of range 0..2", c.Corolle)
	}
	return nil
}

// String names the configuration the way the CLI flags would, e.g.
// "rowscan scan/lexi bruteforce" or "rowscan pessimistic/lexi boco corolle 2".
func (c Config) String() string {
	s := fmt.Sprintf("%v %v/%v %v", c.Order, c.Var, c.Val, c.Model)
	if c.Corolle > 0 {
		s += fmt.Sprintf(" corolle %d", c.Corolle)
	}
	if c.NoSymmetry {
		s += " nosym"
	}
	return s
}

// fast reports whether the scan engine can run the configuration: it only
// follows a fixed order with values in piece order and no domains.
func (c Config) fast() bool {
	return c.Var == VarScan && c.Val == ValLexi && c.Model == BruteForce
}
