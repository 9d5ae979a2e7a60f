# Plateau's two commands: `make run` opens the app, `make test` runs every
# check. Both first install the Debian packages they need (apt-get, with
# sudo when not root) and skip those already there.

GO          ?= go
BIN         ?= plateau
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
FYNE_CLI    := fyne.io/fyne/v2/cmd/fyne@v2.7.1
# The real window needs cgo with the OpenGL and X11 headers; the smoke test
# runs it under Xvfb and looks at it with xdotool and ImageMagick.
APT_RUN     := gcc libgl1-mesa-dev xorg-dev
APT_TEST    := $(APT_RUN) xvfb xdotool imagemagick x11-utils
SUDO        := $(if $(filter 0,$(shell id -u)),,sudo)
# Headless test builds: Fyne's software driver, no cgo, no display.
TESTENV     := CGO_ENABLED=0
RACE_PKGS   := ./games/... ./solvers/... ./render/... ./app/...

export LANG ?= C.UTF-8

.PHONY: run build headless test deps-run deps-test fmt vet staticcheck unit race smoke bench package clean

run: deps-run build
	./$(BIN)

build:
	CGO_ENABLED=1 $(GO) build -o $(BIN) .

# a static binary with the command line and no window, for batch machines
# (the shards of README's job files)
headless:
	$(TESTENV) $(GO) build -tags ci -o $(BIN)-headless .

test: deps-test fmt vet staticcheck unit race smoke

# install the listed Debian packages that are missing
# (on a machine without dpkg, apt-get or sudo it says what to install
# and goes on: the build then says what is missing, if anything is)
define apt_need
	@if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then \
		echo "not a Debian system: make sure these (or your system's equivalents) are installed: $(1)"; exit 0; \
	fi; \
	missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		if [ -n "$(SUDO)" ] && ! command -v sudo >/dev/null 2>&1; then \
			echo "missing:$$missing; as root, run: apt-get install$$missing"; exit 1; \
		fi; \
		echo "apt-get install:$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

deps-run:
	$(call apt_need,$(APT_RUN))

deps-test:
	$(call apt_need,$(APT_TEST))

# the Go files git knows of (and new ones it does not ignore), or without
# git (a downloaded archive) every Go file; never none, where gofmt -l
# would read its input and pass
fmt:
	@files=$$(git ls-files -co --exclude-standard '*.go' 2>/dev/null) || files=""; \
	[ -n "$$files" ] || files=$$(find . -name '*.go' -not -path './.git/*'); \
	if [ -z "$$files" ]; then echo "no Go files found"; exit 1; fi; \
	out=$$(gofmt -l $$files) || exit 1; \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(TESTENV) $(GO) vet -tags ci ./...

staticcheck:
	$(TESTENV) $(GO) run $(STATICCHECK) -tags ci ./...

# A package's tests may take minutes on a loaded two-core machine (the
# shell's and the kit's try every window size): past go test's default
# ten minutes the whole package failed, whatever its tests said.
unit:
	$(TESTENV) $(GO) test -tags ci -timeout 30m ./...

# The app's tests run their jobs' widget work on the test goroutine
# (kittest.Loop), as the main loop would, so the race detector sees the
# real threading there too.
race:
	CGO_ENABLED=1 $(GO) test -race -tags ci -timeout 30m $(RACE_PKGS)

smoke: build
	timeout -k 10 180 bash .ci/smoke $(BIN)

bench:
	$(TESTENV) $(GO) test -tags ci -run '^$$' -bench . -benchmem ./games/... ./solvers/... ./render/... ./app/...

# A Linux package (tar.xz with a .desktop file and icon) built by the fyne
# CLI. It runs on a copy of FyneApp.toml because `fyne package` bumps its
# Build number.
package: deps-run build
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	cp FyneApp.toml resources/Icon.png $(BIN) $$tmp/ && \
	sed -i 's|resources/Icon.png|Icon.png|' $$tmp/FyneApp.toml && \
	(cd $$tmp && $(GO) run $(FYNE_CLI) package -os linux --exe $(BIN)) && \
	mv $$tmp/*.tar.xz . && ls -l *.tar.xz

clean:
	rm -f $(BIN) $(BIN)-headless *.tar.xz
