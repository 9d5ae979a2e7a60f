package safefile

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// maxLinks is how many symbolic links follow goes through before it calls
// them a loop, as Linux does.
const maxLinks = 40

// follow is the file path's symbolic links lead to, one link at a time,
// so that a link to nothing leads to the file to make rather than to the
// link itself (filepath.EvalSymlinks fails there, and the link was
// replaced by a file). viaDescriptor is true when the way goes into /proc
// or /dev/fd, as /dev/stdout's does: only the kernel can follow those.
func follow(path string) (name string, viaDescriptor bool, err error) {
	name = path
	for range maxLinks {
		if descriptorLink(name) {
			return name, true, nil
		}
		fi, err := os.Lstat(name)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return name, false, nil // what is there, or nothing: Write tells
		}
		to, err := os.Readlink(name)
		if err != nil {
			return "", false, err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(realDir(name), to)
		}
		name = to
	}
	return "", false, syscall.ELOOP
}

// realDir is name's folder with its own links resolved: a link's relative
// target starts there, and ".." in it leaves that folder, not the path's.
func realDir(name string) string {
	dir := filepath.Dir(name)
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		return r
	}
	return dir
}

func descriptorLink(name string) bool {
	name = filepath.ToSlash(filepath.Clean(name))
	return strings.HasPrefix(name, "/proc/") || strings.HasPrefix(name, "/dev/fd/")
}

// stream writes name, which path leads to, in place, opened with flag
// added: a FIFO, a device or a descriptor's link, which a rename would
// destroy. What write produced before a failure is gone down the stream
// already: nothing can take it back.
func stream(path, name string, write func(w io.Writer) error, flag int) error {
	open := os.OpenFile
	if flag&syscall.O_NONBLOCK != 0 {
		open = openFIFO
	}
	f, err := open(name, os.O_WRONLY|flag, 0)
	if err != nil {
		return failed(path, err)
	}
	defer f.Close()
	if err := write(target{f, path}); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return failed(path, err)
	}
	return nil
}

// copyInto writes what the temporary file holds, complete, over the file
// name in place, and cuts what is left of the old content.
func copyInto(path, name string, tmp *os.File) error {
	size, err := tmp.Seek(0, io.SeekCurrent)
	if err == nil {
		_, err = tmp.Seek(0, io.SeekStart)
	}
	if err != nil {
		return failed(path, err)
	}
	f, err := os.OpenFile(name, os.O_WRONLY, 0)
	if err != nil {
		return failed(path, err)
	}
	defer f.Close()
	if _, err := io.Copy(target{f, path}, tmp); err != nil {
		return err
	}
	for _, step := range []func() error{func() error { return f.Truncate(size) }, f.Sync, f.Close} {
		if err := step(); err != nil {
			return failed(path, err)
		}
	}
	return nil
}
