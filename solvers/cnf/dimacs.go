package cnf

import (
	"bufio"
	"io"
	"strconv"
)

// WriteDIMACS writes f in the DIMACS CNF format: the comment lines header
// writes (nil for none), the line "p cnf V C", then the clauses, one a line,
// each ended by 0. header gets the buffered writer itself rather than a list
// of lines because the encoders map every variable in the comments (a model
// found by any solver can then be read back) and a large encoding has
// hundreds of thousands of them; each of its lines must begin with "c ".
// A write error, header's included, is reported once everything is written.
func (f *Formula) WriteDIMACS(w io.Writer, header func(w *bufio.Writer)) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	if header != nil {
		header(bw)
	}
	var num []byte
	num = append(num, "p cnf "...)
	num = strconv.AppendInt(num, int64(f.vars), 10)
	num = append(num, ' ')
	num = strconv.AppendInt(num, int64(f.clauses), 10)
	num = append(num, '\n')
	bw.Write(num)
	start := true
	for _, l := range f.lits {
		if !start {
			bw.WriteByte(' ')
		}
		num = strconv.AppendInt(num[:0], int64(l), 10)
		bw.Write(num)
		start = l == 0
		if start {
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}
