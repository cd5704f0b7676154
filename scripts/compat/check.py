#!/usr/bin/env python3
"""Compiles real UIKit code from ../shared/compat against this package, unchanged, and reports per-file results.

  scripts/compat/check.py apple   # Apple's sample app: 38 files as published + the 6 Linux adaptations, one module
  scripts/compat/check.py seed    # the seed posts with only SnapKit/Then removed (strip_snapkit.py), each with the
                                  # gallery's declarations of the types the fragment names but does not define
  scripts/compat/check.py run     # builds Apple's sample with Tests/Compat/AppleSampleScreens.swift and runs every
                                  # collection-view screen headless (writes .build/compat/screens/)

Files are copied into .build/compat/ (never into the repository). The package must be built first
(`swift build --product UIKitDynamic`; this script does it). Exit status 0 when every file compiles.
"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "compat"
WORK = ROOT / ".build" / "compat"


def build_package() -> Path:
    subprocess.run(["swift", "build", "--product", "UIKitDynamic"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return Path(out.stdout.strip())


def swiftc_flags(bin_path: Path) -> list[str]:
    flags = ["-swift-version", "5", "-I", str(bin_path / "Modules"),
             "-Xcc", f"-fmodule-map-file={ROOT / 'Sources' / 'CFreeType' / 'module.modulemap'}"]
    for include in subprocess.run(["pkg-config", "--cflags-only-I", "freetype2"], capture_output=True,
                                  text=True).stdout.split():
        flags += ["-Xcc", include]
    return flags


def apple_files() -> list[Path]:
    published = SHARED / "apple-modern-collection-views"
    adapted = SHARED / "apple-modern-collection-views-linux"
    destination = WORK / "apple"
    shutil.rmtree(destination, ignore_errors=True)
    destination.mkdir(parents=True)
    files = []
    for source in sorted(published.rglob("*.swift")):
        relative = source.relative_to(published)
        chosen = adapted / relative if (adapted / relative).exists() else source
        target = destination / str(relative).replace("/", "__").replace(" ", "_")
        shutil.copyfile(chosen, target)
        files.append(target)
    return files


def errors_by_file(output: str, files: list[Path]) -> dict[str, int]:
    counts = {file.name: 0 for file in files}
    for line in output.splitlines():
        match = re.match(r"^(/[^:]+\.swift):\d+:\d+: error:", line)
        if match:
            name = Path(match.group(1)).name
            counts[name] = counts.get(name, 0) + 1
    return counts


def check_apple(bin_path: Path) -> bool:
    files = apple_files()
    result = subprocess.run(["swiftc", "-typecheck", "-module-name", "AppleSample", *swiftc_flags(bin_path),
                             *map(str, files)], capture_output=True, text=True)
    output = result.stdout + result.stderr
    (WORK / "apple-errors.txt").write_text(output)
    counts = errors_by_file(output, files)
    clean = [name for name, count in counts.items() if count == 0]
    for name, count in sorted(counts.items()):
        print(f"{'ok ' if count == 0 else 'ERR'} {count:4d}  {name}")
    ok = result.returncode == 0
    print(f"apple: {len(clean)}/{len(files)} files without errors; module {'compiles' if ok else 'does not compile'}"
          f" (full output: {WORK / 'apple-errors.txt'})")
    return ok


def run_apple(bin_path: Path) -> bool:
    files = apple_files()
    runner = ROOT / "Tests" / "Compat" / "AppleSampleScreens.swift"
    executable = WORK / "AppleSample"
    build = subprocess.run(["swiftc", "-module-name", "AppleSample", *swiftc_flags(bin_path), "-L", str(bin_path),
                            "-lUIKitDynamic", "-Xlinker", "-rpath", "-Xlinker", str(bin_path), "-o", str(executable),
                            *map(str, files), str(runner)], capture_output=True, text=True)
    if build.returncode != 0:
        (WORK / "apple-build-errors.txt").write_text(build.stdout + build.stderr)
        print(f"the sample did not build: {WORK / 'apple-build-errors.txt'}")
        return False
    screens = WORK / "screens"
    result = subprocess.run([str(executable), str(screens)], text=True)
    return result.returncode == 0


def check_seed(bin_path: Path) -> bool:
    destination = WORK / "seed"
    shutil.rmtree(destination, ignore_errors=True)
    destination.mkdir(parents=True)
    context_dir = ROOT / "Tests" / "Compat" / "SeedContext"
    all_ok = True
    for source in sorted((SHARED / "seed-posts").glob("*.swift")):
        target = destination / source.name
        subprocess.run([sys.executable, str(ROOT / "scripts" / "compat" / "strip_snapkit.py"), str(source),
                        str(target)], check=True)
        context = sorted(context_dir.glob(source.name.split("-")[0] + "-*.swift")) if context_dir.exists() else []
        result = subprocess.run(["swiftc", "-typecheck", *swiftc_flags(bin_path), str(target), *map(str, context)],
                                capture_output=True, text=True)
        output = result.stdout + result.stderr
        count = len([line for line in output.splitlines() if re.search(rf"{re.escape(target.name)}:\d+:\d+: error:", line)])
        (destination / (source.stem + ".errors.txt")).write_text(output)
        print(f"{'ok ' if result.returncode == 0 else 'ERR'} {count:4d}  {source.name}"
              f"{' (with ' + ', '.join(c.name for c in context) + ')' if context else ''}")
        all_ok = all_ok and result.returncode == 0
    return all_ok


if __name__ == "__main__":
    if not SHARED.exists():
        print(f"skipped: {SHARED} not found (the compatibility corpus lives in ../shared beside the repository)")
        sys.exit(0 if os.environ.get("CI") != "true" else 1)
    mode = sys.argv[1] if len(sys.argv) > 1 else "apple"
    bin_path = build_package()
    if mode == "apple":
        sys.exit(0 if check_apple(bin_path) else 1)
    if mode == "seed":
        sys.exit(0 if check_seed(bin_path) else 1)
    if mode == "run":
        sys.exit(0 if run_apple(bin_path) else 1)
    print(f"unknown mode {mode!r}: use apple, seed or run", file=sys.stderr)
    sys.exit(64)
