#!/usr/bin/env python
"""Prepare a JupyterLite input folder (``lite/``) that runs Python with no CDN and no PyPI.

What it writes (all of it generated; safe to delete and re-run):

    lite/static/pyodide/            Pyodide core from ``npm pack pyodide@VERSION`` + the wheels
                                    the kernel loads at start-up + the book's own wheels,
                                    and a pruned ``pyodide-lock.json`` naming exactly those files
    lite/jupyter-lite.json          kernel settings: local pyodideUrl, preloaded packages,
                                    disablePyPIFallback
    lite/jupyter_lite_config.json   build settings for ``jupyter lite build``

Downloads go to ``.cache/`` (npm tarball, wheels): a second run downloads nothing and, if nothing
changed, rewrites nothing. Needs npm and pip (the npm registry and PyPI) on the first run only.

    python scripts/build_lite.py [--lite-dir lite]

The jupyter-book build (jupyterlite-sphinx) then runs ``jupyter lite build`` on ``lite/``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PYODIDE_VERSION = "314.0.6"  # what jupyterlite-pyodide-kernel 0.8.6 expects (its constants.py)
PYTHON_VERSION = "3.14"
# What the pyodide kernel imports at start-up (micropip, then piplite installs pyodide-kernel,
# which needs IPython and comm); jedi for completion. Their lock dependencies are added.
STARTUP = ["micropip", "ipython", "jedi", "typing-extensions", "traitlets"]
# Pure-Python wheels from PyPI added to the lock, pinned to the versions of the build venv so
# the browser's Python matches the front end that jupyter lite build bundles.
EXTRA = {
    "comm": ["traitlets"],
    "ipywidgets": ["comm", "ipython", "traitlets"],
    "psygnal": [],
    "anywidget": ["ipywidgets", "psygnal", "typing-extensions"],
}
PYODIDE_FILES = [
    "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "pyodide.js", "package.json",
]


def log(msg: str) -> None:
    print(f"[build_lite] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    subprocess.run(cmd, check=True, **kw)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_if_changed(path: Path, text: str) -> None:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    log(f"wrote {path.relative_to(ROOT)}")


def copy_if_changed(src: Path, dst: Path) -> None:
    if dst.exists() and dst.stat().st_size == src.stat().st_size and sha256(dst) == sha256(src):
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def npm_pyodide(cache: Path) -> Path:
    """The unpacked npm package of Pyodide (core only: no wheels)."""
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        cache.mkdir(parents=True, exist_ok=True)
        log(f"npm pack pyodide@{PYODIDE_VERSION}")
        run(["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}"], cwd=cache, stdout=subprocess.DEVNULL)
    out = cache / f"pyodide-{PYODIDE_VERSION}"
    if not (out / "package" / "pyodide-lock.json").exists():
        out.mkdir(parents=True, exist_ok=True)
        with tarfile.open(tgz) as tf:
            tf.extractall(out, filter="data")
    return out / "package"


def pip_download(spec: str, dest: Path) -> Path:
    """One pure-Python wheel for Python 3.14 (any platform), cached in dest."""
    name, version = spec.split("==")
    norm = name.lower().replace("-", "_")
    for whl in dest.glob("*.whl"):
        parts = whl.name.split("-")
        if parts[0].lower() == norm and parts[1] == version:
            return whl
    log(f"pip download {spec}")
    run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
         "--python-version", PYTHON_VERSION, "--platform", "any", "--implementation", "py",
         "-d", str(dest), spec])
    return pip_download(spec, dest)


def build_wheel(src: Path, dest: Path, name: str) -> Path:
    """A wheel of a local project, built from a copy (the source tree is left untouched)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "src"
        anywhere = shutil.ignore_patterns(".git", ".venv", "*.egg-info", "__pycache__", ".pytest_cache")
        top_only = {"_build", "build", "tests", "book", "benchmarks", "lite", "scripts", "_ext", ".cache",
                    "stats-data"}  # the project's own folders, not the package's (patience/book)

        def ignore(folder: str, names: list[str]) -> set[str]:
            skipped = set(anywhere(folder, names))
            return skipped | (top_only & set(names)) if Path(folder) == src else skipped

        shutil.copytree(src, copy, ignore=ignore)
        out = Path(tmp) / "dist"
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
             "-w", str(out), str(copy)])
        (whl,) = out.glob("*.whl")
        target = dest / whl.name
        # wheels are not byte-reproducible (timestamps): keep the old file if the content matches
        if not target.exists() or _wheel_content(target) != _wheel_content(whl):
            for old in dest.glob(f"{whl.name.split('-')[0]}-*.whl"):
                old.unlink()
            shutil.copy2(whl, target)
            log(f"built {target.name}")
        return target


def _wheel_content(path: Path) -> dict[str, str]:
    import zipfile
    with zipfile.ZipFile(path) as zf:
        return {i.filename: hashlib.sha256(zf.read(i)).hexdigest() for i in zf.infolist()
                if not i.filename.endswith("RECORD")}


def closure(lock: dict, roots: list[str]) -> list[str]:
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.append(name)
        # depends may name "prompt_toolkit" for the key "prompt-toolkit"
        todo.extend(d.lower().replace("_", "-") for d in lock["packages"][name].get("depends", []))
    return sorted(seen)


def top_level(whl: Path) -> list[str]:
    import zipfile
    with zipfile.ZipFile(whl) as zf:
        names = {n.split("/")[0] for n in zf.namelist()}
        tl = [n for n in zf.namelist() if n.endswith(".dist-info/top_level.txt")]
        if tl:
            return [x for x in zf.read(tl[0]).decode().split() if x]
    return sorted(n for n in names if not n.endswith((".dist-info", ".data")) and "." not in n)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=str(ROOT), help="project with the patience engine (and its widget)")
    ap.add_argument("--lite-dir", default=str(ROOT / "lite"))
    ap.add_argument("--cache", default=str(ROOT / ".cache"))
    args = ap.parse_args()
    t0 = time.time()
    lite, cache = Path(args.lite_dir), Path(args.cache)
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)

    core = npm_pyodide(cache / "npm-pack")
    lock = json.loads((core / "pyodide-lock.json").read_text())
    out = lite / "static" / "pyodide"
    out.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        copy_if_changed(core / name, out / name)

    packages: dict[str, dict] = {}
    # 1. the start-up wheels named by the lock, from PyPI (same versions as the lock)
    for name in closure(lock, STARTUP):
        entry = dict(lock["packages"][name])
        if entry.get("package_type") != "package" or not entry["file_name"].endswith("-none-any.whl"):
            raise SystemExit(f"{name}: {entry['file_name']} is not a pure-Python wheel; "
                             "it only exists on the Pyodide CDN")
        whl = pip_download(f"{name}=={entry['version']}", wheels)
        entry.update(file_name=whl.name, sha256=sha256(whl))
        packages[name] = entry
        copy_if_changed(whl, out / whl.name)

    # 2. the widget stack, pinned to the build venv's versions
    for name, depends in EXTRA.items():
        whl = pip_download(f"{name}=={metadata.version(name)}", wheels)
        packages[name] = _entry(name, metadata.version(name), whl, depends)
        copy_if_changed(whl, out / whl.name)

    # 3. the book's own code: the engine (with its widget module), as a wheel built from a copy
    local = cache / "local-wheels"
    local.mkdir(exist_ok=True)
    engine = build_wheel(Path(args.engine), local, "patience")
    packages["patience"] = _entry("patience", engine.name.split("-")[1], engine, ["anywidget"])
    copy_if_changed(engine, out / engine.name)

    # remove wheels of older runs that the lock no longer names
    named = {p["file_name"] for p in packages.values()}
    for stale in out.glob("*.whl"):
        if stale.name not in named:
            stale.unlink()
            log(f"removed stale {stale.name}")

    new_lock = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    write_if_changed(out / "pyodide-lock.json", json.dumps(new_lock, indent=1, sort_keys=True) + "\n")

    preload = ["micropip", "ipython", "comm", "ipywidgets", "anywidget", "patience"]
    lite_json = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Patience: live play",
            "disableNotebookLanguageServer": True,
            # jupytext's labextension comes with the build venv; it fails to activate in the
            # REPL app (no notebook tracker) and nothing here needs it
            "disabledExtensions": ["jupyterlab-jupytext"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    # explicit: jupyter lite build may drop a pyodideUrl it did not write
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {
                        "packages": preload,
                        "lockFileURL": "./static/pyodide/pyodide-lock.json",
                    },
                }
            },
        },
    }
    write_if_changed(lite / "jupyter-lite.json", json.dumps(lite_json, indent=2) + "\n")
    lite_config = {
        "LiteBuildConfig": {
            # no source maps: they double the size of the app for nothing a reader uses
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        }
    }
    write_if_changed(lite / "jupyter_lite_config.json", json.dumps(lite_config, indent=2) + "\n")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"lite/static/pyodide: {len(packages)} wheels in the lock, {size / 1e6:.1f} MB; {time.time() - t0:.1f} s")
    return 0


def _entry(name: str, version: str, whl: Path, depends: list[str]) -> dict:
    return {
        "name": name,
        "version": version,
        "file_name": whl.name,
        "install_dir": "site",
        "sha256": sha256(whl),
        "package_type": "package",
        "imports": top_level(whl),
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


if __name__ == "__main__":
    sys.exit(main())
