//go:build !unix

package scene3d_test

import "time"

// cpuTime is not measured here: cpu-ms/frame reads 0.
func cpuTime() time.Duration { return 0 }
