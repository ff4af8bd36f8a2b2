# wxdash — see README.md. `make run` and `make test` are the two commands people need.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share/wxdash
# Where each shell looks for completions installed with the system's packages.
BASH_COMPLETIONS := $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS := $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS := $(PREFIX)/share/fish/vendor_completions.d
SWIFT ?= swift
RUN_ARGS ?=
# Release builds link the Swift runtime and Foundation statically: `now` in a status bar starts in a few ms.
RELEASE := -c release --static-swift-stdlib
BIN = $$($(SWIFT) build $(RELEASE) --show-bin-path)

.PHONY: all build run demo test test-clock test-sanitize check-lean bench bench-displays soak fuzz format lint install uninstall clean check-deps check-test-deps

all: build

# Scripts/deps.sh holds the Debian packages (and what each is for); it installs what is missing, as root or
# through sudo. NO_INSTALL=1 prints the apt-get line and stops instead.
NO_INSTALL ?=
check-deps:
	@NO_INSTALL="$(NO_INSTALL)" bash Scripts/deps.sh build

check-test-deps:
	@NO_INSTALL="$(NO_INSTALL)" bash Scripts/deps.sh test

build: check-deps
	$(SWIFT) build $(RELEASE) --product wxdash

run: check-deps
	$(SWIFT) run wxdash $(RUN_ARGS)

demo: check-deps
	$(SWIFT) run wxdash --demo $(RUN_ARGS)

test: check-test-deps
	no_proxy=127.0.0.1,localhost NO_PROXY=127.0.0.1,localhost $(SWIFT) test

# The test suite with the machine's clock at 00:30, 06:30, 18:30 and 23:30 UTC (an LD_PRELOAD clock shift): no test may read the
# wall clock. TEST_CLOCK_HOURS, TEST_CLOCK_DATE and TEST_CLOCK_FILTER narrow it (see the script).
test-clock: check-test-deps
	bash Scripts/test-clock.sh

# The test suite under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer, each in its own build folder.
test-sanitize: check-test-deps
	@status=0; \
	bash Scripts/test-sanitize.sh address || status=1; \
	bash Scripts/test-sanitize.sh thread || status=1; \
	exit $$status

# The release binary without ICU and within its size goal (LEAN_MAX_MB, default 25 MB stripped).
check-lean: check-deps
	bash Scripts/check-lean.sh

# Speed and memory figures, measured here rather than asserted in tests (the machines are shared and noisy).
bench: check-deps
	$(SWIFT) build $(RELEASE) --product wxdash
	$(SWIFT) build $(RELEASE) --product wxdash-bench
	"$(BIN)/wxdash-bench" "$(BIN)/wxdash"
	bash Scripts/bench-displays.sh "$(BIN)/wxdash" $(DISPLAY_SECONDS) $(DISPLAYS)

# One publisher and DISPLAYS `--source` dashboards on one local broker for DISPLAY_SECONDS (the full run: 600).
DISPLAY_SECONDS ?= 60
DISPLAYS ?= 50
bench-displays: check-test-deps
	$(SWIFT) build $(RELEASE) --product wxdash
	bash Scripts/bench-displays.sh "$(BIN)/wxdash" $(DISPLAY_SECONDS) $(DISPLAYS)

# The dashboard for MINUTES minutes (default 5) in tmux against a flaky loopback server, refreshing every second.
MINUTES ?= 5
# The toolchain's formatter with the committed .swift-format (4 spaces, 120 columns): `make format` rewrites the
# tree, `make lint` (run by .ci/run) fails on anything it would change.
format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

soak: check-test-deps
	$(SWIFT) build $(RELEASE) --product wxdash
	bash Scripts/soak.sh "$(BIN)/wxdash" $(MINUTES)

# libFuzzer targets (Fuzz/) for the decoders, the config file and the command line, FUZZ_SECONDS each (default 60).
# Fails naming the target and the file that reproduces any crash, hang or leak. CI: make fuzz FUZZ_SECONDS=20
FUZZ_SECONDS ?= 60
fuzz: check-deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Scripts/fuzz.sh $(FUZZ_TARGETS)

install: build
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)
	install -s -m 755 "$(BIN)/wxdash" $(DESTDIR)$(BINDIR)/wxdash
	cp -R Assets/. $(DESTDIR)$(DATADIR)/
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 Assets/wxdash.1 $(DESTDIR)$(PREFIX)/share/man/man1/wxdash.1
	install -d $(DESTDIR)$(BASH_COMPLETIONS) $(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS)
	"$(BIN)/wxdash" completions bash > $(DESTDIR)$(BASH_COMPLETIONS)/wxdash
	"$(BIN)/wxdash" completions zsh > $(DESTDIR)$(ZSH_COMPLETIONS)/_wxdash
	"$(BIN)/wxdash" completions fish > $(DESTDIR)$(FISH_COMPLETIONS)/wxdash.fish
	chmod 644 $(DESTDIR)$(BASH_COMPLETIONS)/wxdash $(DESTDIR)$(ZSH_COMPLETIONS)/_wxdash $(DESTDIR)$(FISH_COMPLETIONS)/wxdash.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/wxdash
	rm -rf $(DESTDIR)$(DATADIR)
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/wxdash.1
	rm -f $(DESTDIR)$(BASH_COMPLETIONS)/wxdash $(DESTDIR)$(ZSH_COMPLETIONS)/_wxdash $(DESTDIR)$(FISH_COMPLETIONS)/wxdash.fish

clean:
	rm -rf .build
