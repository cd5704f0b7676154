#!/usr/bin/env python3
"""Compiles real UIKit code from ../shared/compat against this package, unchanged, and reports per-file results.

  scripts/compat/check.py apple   # Apple's sample app: 38 files as published + the 6 Linux adaptations, one module
  scripts/compat/check.py seed    # the seed posts with only SnapKit/Then removed (strip_snapkit.py), each with the
                                  # gallery's declarations of the types the fragment names but does not define
  scripts/compat/check.py run     # builds Apple's sample with Tests/Compat/AppleSampleScreens.swift and runs every
                                  # collection-view screen headless (writes .build/compat/screens/)
  scripts/compat/check.py audit [quick] [Name,Name…]
                                  # builds Apple's sample with Tests/Compat/AppleSampleAudit.swift and audits every
                                  # collection-view screen across the audit matrix (writes .build/compat/audit/)

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
    flags = ["-swift-version", "5", "-I", str(bin_path / "Modules")]
    for module_map in sorted((ROOT / "Sources").glob("*/module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    for include in subprocess.run(["pkg-config", "--cflags-only-I", "freetype2", "librsvg-2.0", "libpng"],
                                  capture_output=True, text=True).stdout.split():
        flags += ["-Xcc", include]
    return flags


# Two lines of the corpus cannot compile in Swift without the Objective-C runtime, whatever the package declares:
# the Linux adaptation of InsertionSortViewController still overrides viewWillTransition(to:with:) in an extension,
# and OutlineViewController creates a view controller from a `UIViewController.Type` with `init()`, which Swift allows
# only for `required` initialisers (making `init()` required would break every subclass with its own initialiser,
# EmojiDetailViewController among them). `check.py apple` reports them as they are; `--patched` (and `run`) rewrite
# exactly these lines in the copies under .build/compat so that the rest can be checked and run.
CORPUS_PATCHES = {
    "Diffable__InsertionSortViewController.swift": (
        "override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
        "func compatHarnessViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)"),
    "OutlineViewController.swift": (
        "navigationController?.pushViewController(viewController.init(), animated: true)",
        "_ = viewController  // compat harness: a metatype cannot call a non-required init() without Objective-C"),
}


def apple_files(patched: bool = False) -> list[Path]:
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
        if patched and target.name in CORPUS_PATCHES:
            old, new = CORPUS_PATCHES[target.name]
            text = target.read_text()
            if old not in text:
                raise SystemExit(f"compat patch for {target.name} no longer applies: the corpus changed")
            target.write_text(text.replace(old, new))
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


def check_apple(bin_path: Path, patched: bool = False) -> bool:
    files = apple_files(patched)
    result = subprocess.run(["swiftc", "-typecheck", "-module-name", "AppleSample", *swiftc_flags(bin_path),
                             *map(str, files)], capture_output=True, text=True)
    output = result.stdout + result.stderr
    (WORK / "apple-errors.txt").write_text(output)
    counts = errors_by_file(output, files)
    clean = [name for name, count in counts.items() if count == 0]
    for name, count in sorted(counts.items()):
        print(f"{'ok ' if count == 0 else 'ERR'} {count:4d}  {name}")
    ok = result.returncode == 0
    label = "apple (2 corpus lines patched)" if patched else "apple"
    print(f"{label}: {len(clean)}/{len(files)} files without errors; module {'compiles' if ok else 'does not compile'}"
          f" (full output: {WORK / 'apple-errors.txt'})")
    return ok


def run_apple(bin_path: Path, runner_name: str = "AppleSampleScreens.swift", output: str = "screens",
              extra: list[str] | None = None) -> bool:
    files = apple_files(patched=True)
    runner = ROOT / "Tests" / "Compat" / runner_name
    screen_list = ROOT / "Tests" / "Compat" / "AppleSampleScreenList.swift"
    executable = WORK / ("AppleSample" if runner_name == "AppleSampleScreens.swift" else runner.stem)
    build = subprocess.run(["swiftc", "-module-name", "AppleSample", *swiftc_flags(bin_path), "-L", str(bin_path),
                            "-lUIKitDynamic", "-Xlinker", "-rpath", "-Xlinker", str(bin_path), "-o", str(executable),
                            *map(str, files), str(screen_list), str(runner)], capture_output=True, text=True)
    if build.returncode != 0:
        (WORK / "apple-build-errors.txt").write_text(build.stdout + build.stderr)
        print(f"the sample did not build: {WORK / 'apple-build-errors.txt'}")
        return False
    screens = WORK / output
    result = subprocess.run([str(executable), str(screens), *(extra or [])], text=True)
    return result.returncode == 0


# The seed posts' fragments (shared/compat/README.md: S2 and S3 are fragments, S3 has typos of its own; S4's layout
# code sits at file scope): they cannot compile on iOS either. For them the check adds `import UIKit` where the post
# omitted it and fails only on errors that name a UIKit or Foundation symbol as missing — a gap in this package.
SEED_FRAGMENTS = {"S2", "S3", "S4"}
API_GAP = re.compile(r"(has no member|cannot find type '(UI|NS|CG)|cannot find '(UI|NS|CG))")


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
        fragment = source.name.split("-")[0] in SEED_FRAGMENTS
        if fragment and "import UIKit" not in target.read_text():
            target.write_text("import UIKit\n" + target.read_text())
        context = sorted(context_dir.glob(source.name.split("-")[0] + "-*.swift")) if context_dir.exists() else []
        result = subprocess.run(["swiftc", "-typecheck", *swiftc_flags(bin_path), str(target), *map(str, context)],
                                capture_output=True, text=True)
        output = result.stdout + result.stderr
        count = len([line for line in output.splitlines() if re.search(rf"{re.escape(target.name)}:\d+:\d+: error:", line)])
        (destination / (source.stem + ".errors.txt")).write_text(output)
        gaps = [line for line in output.splitlines() if " error: " in line and API_GAP.search(line)]
        ok = result.returncode == 0 or (fragment and not gaps)
        note = f" (fragment: {count} errors of its own, none naming a missing UIKit symbol)" if fragment and ok else ""
        print(f"{'ok ' if ok else 'ERR'} {count:4d}  {source.name}"
              f"{' (with ' + ', '.join(c.name for c in context) + ')' if context else ''}{note}")
        for line in gaps:
            print(f"      {line}")
        all_ok = all_ok and ok
    return all_ok


if __name__ == "__main__":
    if not SHARED.exists():
        if os.environ.get("CI") == "true":
            print(f"error: {SHARED} not found; under CI=true the compatibility corpus (../shared beside the repository)"
                  " is required", file=sys.stderr)
            sys.exit(1)
        print(f"skipped: {SHARED} not found (the compatibility corpus lives in ../shared beside the repository)")
        sys.exit(0)
    mode = sys.argv[1] if len(sys.argv) > 1 else "apple"
    bin_path = build_package()
    if mode == "apple":
        sys.exit(0 if check_apple(bin_path, patched="--patched" in sys.argv) else 1)
    if mode == "seed":
        sys.exit(0 if check_seed(bin_path) else 1)
    if mode == "run":
        sys.exit(0 if run_apple(bin_path) else 1)
    if mode == "audit":
        extra = sys.argv[2:] if len(sys.argv) > 2 else ["default"]
        sys.exit(0 if run_apple(bin_path, "AppleSampleAudit.swift", "audit", extra) else 1)
    print(f"unknown mode {mode!r}: use apple, seed, run or audit", file=sys.stderr)
    sys.exit(64)
