//go:build ci

package shell

// HasWindow reports whether this build opens a window: a -tags ci build
// (the tests', the batch machines' headless binary) runs commands only.
const HasWindow = false
