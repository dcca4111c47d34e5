# A thin wrapper over CMake so that the README's two commands work on a fresh machine.
#   make run     install missing packages, build, start the game
#   make check   install missing packages, build, run every test
# Other targets: build, check-asan (the unit tests built with clang++ under ASan+UBSan, as CI
# runs them), check-clang (the whole project built with clang++, the window too, and its unit
# tests; not in CI), package (a Debian package in build/release/package), screenshots,
# install, clean.

PRESET ?= release
BUILD_DIR := build/$(PRESET)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
JUMP61 := $(BUILD_DIR)/src/app/jump61

.PHONY: all run check deps deps-clang build check-asan check-clang package screenshots install clean

all: build

deps:
	@sh tools/install-deps.sh

# The packages above and clang, the second compiler.
deps-clang:
	@sh tools/install-deps.sh --ci

build: deps
	@cmake --preset $(PRESET) >/dev/null
	@cmake --build --preset $(PRESET) -j $(JOBS)

# The window when there is a display to show it on, the text game otherwise.
run: build
	@if [ -n "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}$${QT_QPA_PLATFORM:-}" ] && $(JUMP61) --help | grep -q -- --display; then \
	    exec $(JUMP61) --display; \
	else \
	    echo "jump61: no display found, starting the text game (type help)"; \
	    exec $(JUMP61); \
	fi

check: build
	@ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

check-asan: deps-clang
	@cmake --preset asan >/dev/null
	@cmake --build --preset asan -j $(JOBS)
	@ctest --preset asan -j $(JOBS)

# Everything built with clang++ in release, the window too, and the unit tests run.
check-clang: deps-clang
	@cmake --preset clang >/dev/null
	@cmake --build --preset clang -j $(JOBS)
	@ctest --preset clang -j $(JOBS)

# build/release/package/jump61_VERSION_ARCH.deb; install it with apt install ./jump61_*.deb
package: build
	@cmake --build $(BUILD_DIR) --target package

# Writes docs/screenshots/*.png from the window, headless.
screenshots: build
	@cmake --build $(BUILD_DIR) --target screenshots

install: build
	@cmake --install $(BUILD_DIR)

clean:
	@rm -rf build
