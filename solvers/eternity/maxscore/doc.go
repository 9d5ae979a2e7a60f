// Package maxscore looks for the Eternity board with the most matched
// joins, for puzzles whose full solution is out of reach, above all the real
// Eternity II (DESIGN section 5.4, --max-score).
//
// # Score and frame
//
// The score of a full board is the number of matched joins between two
// cells, as eternity.ScoreBoard counts them: W(H-1) + H(W-1) joins, 480 on
// 16x16 (the public record is 470). A join that does not match is a break.
// The frame is always respected: every board the search builds has corner
// pieces in the corners and border pieces along the edges, grey edges facing
// exactly the outside, so that no grey edge is ever inside and no colour
// outside; only joins between two cells can break. Those include the joins
// between two frame pieces, which the score counts like the others (the
// record solvers forbid breaks there; measured with our scan it did not
// help). Hint pieces (the Eternity II starter piece, see OfficialHints) stay
// where they are and their joins count like any other.
//
// # Technique
//
// Each worker runs a depth-first scan over the free cells with a break
// budget, the technique of the Eternity II record solvers:
//
//   - Scan order: row by row from the top-left, the last third of the rows
//     column by column (Options.StripRows), so that every cell's west and
//     north neighbours are placed before it and the frame pieces of the last
//     row are spread over the end of the scan.
//   - Candidates: for each class of cell (its outer sides) and each pair of
//     colours its west and north neighbours show, a precomputed list of piece
//     turns in three segments: those that break neither join, one, two.
//     Hints east or south of a cell are checked on top. Flat arrays, an
//     explicit stack, no allocation per node.
//   - Break budget (Budget): with T the breaks a board may have to beat the
//     best so far, the first Start of the scan must place its pieces without
//     a break, then breaks are allowed at an even rate up to T at the last
//     cell; at most one break per cell on its west and north joins. Each
//     better board lowers T, so the score never drops.
//   - Restarts: every Options.RestartNodes nodes a worker starts again with
//     its candidate segments reshuffled (its own random stream), so that the
//     search does not sink into one corner of the tree. A worker whose passes
//     never get past the break-free part lowers its Start.
//   - Greedy completion: each time a pass reaches a new depth, the partial
//     board is completed greedily, cell by cell, with the piece that breaks
//     the fewest joins; worker 0 first makes one greedy board. Boards thus
//     come within milliseconds, long before the scan completes one.
//   - Polish: every board that beats the best is improved by local moves,
//     turning a piece or swapping two pieces of a kind, while that removes
//     breaks.
//   - Quota (OfficialQuota, Eternity II only): pieces of colours 10, 13 and
//     16 must be used up early, following Joshua Blackwood's record solver.
//   - Exact phase: when a worker exhausts its tree (small boards), it
//     switches to a flat schedule allowing two breaks a cell, a complete
//     branch and bound; exhausting that tree proves the best board optimal
//     (Result.Optimal) and ends the search. A perfect board ends it too.
//
// Every board is scored by eternity.ScoreBoard before it is reported; a
// disagreement with the scan's own count is returned as an error.
//
// # Measured on Eternity II
//
// Two workers on two cores shared with other jobs, with OfficialHints and
// OfficialQuota, Start 0.8 (each figure the final score of one 45 s run,
// seeds 1 2 3):
//
//	rowscan, no quota                  455 456 457
//	last 5 rows in strips, no quota    457 456 455
//	rowscan, quota                     458 461 457
//	last 5 rows in strips, quota       460 461 460   (the defaults)
//	  the same, Start 0.78             458 458 461
//	  the same, Start 0.83             460 458 460
//	quota, without its list order      456 444 453
//	strips, no breaks on frame joins   441 438 456
//
// Start 0.3 reached 408 in 40 s and 0.7 about 450: the break-free opening
// must be as long as the scan can still place.
//
// One 10-minute run of the defaults (seed 0, 2 workers, about 23 million
// nodes a second between them): 440 after 1.2 s, 458 after 7 s, 459 at
// 1 minute, 461 after 100 s, 462 at 5 minutes and still 462 at 10
// (testdata/e2_462.url is that board):
//
//	PLATEAU_LONG=600 go test -run TestLongRun -v -timeout 20m ./solvers/eternity/maxscore/
//
// # Determinism
//
// With one worker and a node limit (Options.MaxNodes) a seed always gives
// the same boards. With several workers they share the best score, so the
// run depends on timing.
package maxscore
