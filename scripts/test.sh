#!/usr/bin/env bash
# The project's test command: installs what the tests need, checks formatting, builds without warnings, runs
# every test. `.ci/run` runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# TextMeasurement reads glyph advances with FreeType: Inter is the system face (SF Pro's stand-in), DejaVu its
# fallback and the named DejaVu faces, Noto CJK the fallback for CJK.
if ! pkg-config --exists freetype2 2>/dev/null || [ ! -d /usr/share/fonts/truetype/dejavu ] \
  || [ ! -d /usr/share/fonts/opentype/inter ] || [ ! -d /usr/share/fonts/opentype/noto ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config libfreetype-dev fonts-dejavu-core fonts-inter \
    fonts-noto-cjk >/dev/null
fi

# The screen renderer (Sources/ScreenRendering) rasterises its SVG with librsvg and cairo, draws text runs with
# cairo's FreeType backend (libcairo2-dev) and reads PNGs with libpng and zlib; its text names the faces
# TextMeasurement measures with (above). scripts/bench/png_encoders.c also times libdeflate (libdeflate-dev).
if [ ! -f /usr/include/librsvg-2.0/librsvg/rsvg.h ] || [ ! -f /usr/include/png.h ] || [ ! -f /usr/include/zlib.h ] \
  || [ ! -f /usr/include/cairo/cairo-ft.h ] || [ ! -f /usr/include/libdeflate.h ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-dev libcairo2-dev libpng-dev zlib1g-dev \
    libdeflate-dev >/dev/null
fi

# The HTML renderer's page is tested in a real browser (Tests/LayoutRenderingTests/HTML): Debian's chromium, headless.
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The pixel comparison with UIKit's reference images (Tests/ConformanceTests) runs shared/oracle/tools/compare.py,
# which needs numpy and scipy from PyPI.
if ! python3 -c "import numpy, scipy" >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check numpy scipy
fi

# ConstraintSolverTests cross-check the Cassowary solver against PyPI's kiwisolver (a test oracle only).
if ! python3 -c "import kiwisolver" >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check kiwisolver
fi

swift format lint --strict --recursive Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources
swift build --build-tests -Xswiftc -warnings-as-errors
# Real UIKit code compiles and runs against the package, read from ../shared/compat beside the repository (skipped
# with a reason when it is absent, failing under CI=true): Apple's sample as one module (two corpus lines that need the
# Objective-C runtime are rewritten in the copies under .build, see scripts/compat/check.py), the seed posts with
# SnapKit/Then removed, and every collection-view screen of the sample run headless on an iPhone 15.
python3 scripts/compat/check.py apple --patched
python3 scripts/compat/check.py seed
python3 scripts/compat/check.py run
swift test --skip-build
