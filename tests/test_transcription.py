"""The 1914 text of the book's pages, word for word against the transcription.

Each page's text is compared, block by block (heading or paragraph), with the
transcription in ``../shared/cadogan`` (or ``$PATIENCE_SOURCE``), after applying
exactly the silent changes that book/about.md lists, and nothing else:

- on the source side: line breaks and indentation folded, ``--`` printed as an
  em dash, ``_x_`` as ``*x*``, "[Illustration: ...]" markers dropped;
- on the page side, the edition's own material is taken away: the YAML header,
  MyST labels ``(x)=``, comments, block attributes, directives and code cells
  (``{index}``, ``{code-cell}``, admonitions), third-level headings (the editor's
  variant headings), the editorial sections ("The tableau", "Editorial notes"),
  the numbered markers that link to editorial notes, and roles (``{term}`word <Term>```
  keeps only ``word``);
- headings are compared without regard to capitals (the book sets them in capitals),
  and the packs line may be set in italics.

Any other difference, a word changed, added, dropped or moved, fails.
"""

from __future__ import annotations

import csv
import difflib
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
GAMES = BOOK / "games"

# Sections of a game page that are the editor's, not the book's. Add a title here
# (and to book/about.md) before adding another such section to the pages.
EDITORIAL_SECTIONS = {"the tableau", "the board", "what the solver finds", "editorial notes"}

MARKER = re.compile(r"\[\[(\d+)\]\]\((note-[a-z0-9-]+)\)(\{[^}]*\})?")
ROLE = re.compile(r"\{[a-zA-Z:-]+\}`([^`]*)`")
FENCE_OPEN = re.compile(r"^(`{3,}|:{3,})")
LABEL = re.compile(r"^\(([^)\s]+)\)=\s*$")
ATTRS = re.compile(r"^\{[.#][^}]*\}\s*$")
TERM_ROLE = re.compile(r"\{term\}`([^`]*)`")


# --- where the transcription is ---------------------------------------------

def find_source() -> Path | None:
    candidates = []
    if os.environ.get("PATIENCE_SOURCE"):
        candidates.append(Path(os.environ["PATIENCE_SOURCE"]))
    candidates.append(ROOT.parent / "shared" / "cadogan")
    for c in candidates:
        if (c / "games.tsv").is_file() and (c / "text").is_dir():
            return c
    return None


@pytest.fixture(scope="module")
def source() -> Path:
    src = find_source()
    if src is None:
        pytest.skip(
            "the Cadogan transcription is not here: looked for ../shared/cadogan beside the "
            "repository and $PATIENCE_SOURCE (a folder with games.tsv and text/)"
        )
    return src


def games_from(src: Path) -> list[tuple[int, str, str]]:
    with open(src / "games.tsv", encoding="utf-8", newline="") as fh:
        return [(int(r["n"]), r["title"], r["slug"]) for r in csv.DictReader(fh, delimiter="\t")]


def page_path(n: int, slug: str) -> Path:
    return GAMES / f"{n:02d}-{slug}.md"


# --- the silent changes ------------------------------------------------------

def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()


def source_inline(s: str) -> str:
    s = s.replace("--", "\u2014")
    s = re.sub(r"_(.+?)_", r"*\1*", s, flags=re.S)
    return fold(s)


def source_blocks(text: str) -> list[str]:
    """Blocks of a transcription file, with the silent changes applied."""
    text = re.sub(r"\[Illustration:[^\]]*\]", "", text)
    blocks = [b for b in re.split(r"\n\s*\n", text) if b.strip()]
    return [source_inline(b) for b in blocks]


def strip_front_matter(md: str) -> str:
    if md.startswith("---"):
        end = md.find("\n---", 3)
        if end != -1:
            return md[md.index("\n", end + 1) + 1:]
    return md


def page_lines(md: str) -> list[str]:
    """The page without the edition's own block-level material."""
    out: list[str] = []
    fence: str | None = None
    skipping = False
    for line in strip_front_matter(md).split("\n"):
        if fence is not None:
            stripped = line.strip()
            if stripped.startswith(fence[0] * len(fence)) and set(stripped) <= {fence[0]}:
                fence = None
            continue
        m = FENCE_OPEN.match(line.strip())
        if m:
            fence = m.group(1)
            out.append("")
            continue
        h = re.match(r"^(#{1,6})\s+(.*)$", line)
        if h:
            level, title = len(h.group(1)), h.group(2).strip()
            if level <= 2:
                skipping = title.casefold() in EDITORIAL_SECTIONS
                if not skipping:
                    out.extend(["", line, ""])
                continue
            out.append("")  # third level and below: the editor's headings
            continue
        if skipping:
            continue
        if LABEL.match(line) or ATTRS.match(line) or line.lstrip().startswith("%"):
            out.append("")
            continue
        out.append(line)
    assert fence is None, "a fence is not closed"
    return out


def page_inline(s: str) -> str:
    s = MARKER.sub("", s)
    s = ROLE.sub(lambda m: re.sub(r"\s*<[^>]*>\s*$", "", m.group(1)), s)
    s = s.replace("&nbsp;", " ")
    s = re.sub(r"\\\n", "\n", s)  # hard line breaks on the title page
    return fold(s)


def page_blocks(md: str) -> list[str]:
    text = "\n".join(page_lines(md))
    blocks = [b for b in re.split(r"\n\s*\n", text) if b.strip()]
    return [page_inline(b) for b in blocks]


def compare(printed: list[str], page: list[str], *, headings=(), italic_ok=()) -> list[str]:
    """Differences between the source blocks and the page blocks, as messages."""
    problems = []

    def norm(i: int, s: str, side: str) -> str:
        if side == "page" and s.startswith("#"):
            s = re.sub(r"^#+\s*", "", s)
        if i in italic_ok and side == "page":
            s = re.sub(r"^\*(.*)\*$", r"\1", s)
        if i in headings:
            s = s.casefold()
        return s

    a = [norm(i, s, "source") for i, s in enumerate(printed)]
    b = [norm(i, s, "page") for i, s in enumerate(page)]
    if a == b:
        return problems
    if len(a) != len(b):
        problems.append(f"{len(a)} blocks in the source, {len(b)} on the page")
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            xw, yw = x.split(" "), y.split(" ")
            diff = [d for d in difflib.ndiff(xw, yw) if d[:1] in "+-"]
            problems.append(f"block {i + 1}: {' '.join(diff[:12])}\n  source: {x[:160]}\n  page:   {y[:160]}")
            break
    return problems


def game_problems(src: Path, n: int, slug: str, md: str | None = None) -> list[str]:
    text = (src / "text" / f"{n:02d}-{slug}.txt").read_text(encoding="utf-8")
    printed = source_blocks(text)
    if md is None:
        md = page_path(n, slug).read_text(encoding="utf-8")
    page = page_blocks(md)
    heads = {0} | {i for i, s in enumerate(printed) if s in ("RULES", "RULE", "PLAY")}
    return compare(printed, page, headings=heads, italic_ok={1})


# --- the games ----------------------------------------------------------------

def _game_params():
    src = find_source()
    if src is None:
        return [pytest.param(None, None, id="no-source")]
    return [pytest.param(n, slug, id=f"{n:02d}-{slug}") for n, _t, slug in games_from(src)]


@pytest.mark.parametrize("n,slug", _game_params())
def test_game_text_word_for_word(source, n, slug):
    assert page_path(n, slug).is_file(), f"no page for game {n} ({slug})"
    problems = game_problems(source, n, slug)
    assert not problems, f"{slug}: the page's text differs from the 1914 text:\n" + "\n".join(problems)


def test_a_changed_word_is_caught(source):
    md = page_path(10, "fortress").read_text(encoding="utf-8")
    assert not game_problems(source, 10, "fortress", md)
    for old, new in [
        ("are to descend", "are to ascend"),             # a word in the text
        ("`released <Released cards>`", "`freed <Released cards>`"),  # a word inside a link
        ("*Note.*", "Note."),                           # italics lost
        ("# Fortress", "# Fortresses"),                 # the title
        ("There is no", "There is"),                    # a word dropped
    ]:
        assert old in md, old
        assert game_problems(source, 10, "fortress", md.replace(old, new, 1)), f"not caught: {old!r} -> {new!r}"


def test_front_matter_word_for_word(source):
    fm = (source / "text" / "00-front-matter.txt").read_text(encoding="utf-8")
    title_part = fm[: fm.index("[Transcriber's Note")]
    printed = source_blocks(title_part)
    page = page_blocks((BOOK / "index.md").read_text(encoding="utf-8"))
    heads = {i for i, s in enumerate(printed) if s == "Illustrated Games of Solitaire or Patience"}
    assert heads, "the title is not where it was expected in the front matter"
    problems = compare(printed, page, headings=heads)
    assert not problems, "book/index.md differs from the title page:\n" + "\n".join(problems)

    start = fm.index("EXPLANATION OF THE TABLEAUX")
    end = fm.index("EXPLANATION OF TERMS")
    printed = source_blocks(fm[start:end])
    page = page_blocks((BOOK / "tableaux.md").read_text(encoding="utf-8"))
    problems = compare(printed, page, headings={0})
    assert not problems, "book/tableaux.md differs:\n" + "\n".join(problems)


def glossary(md: str) -> list[tuple[str, str]]:
    """(term, definition) pairs of the {glossary} directive of a page."""
    m = re.search(r"^:::\{glossary\}\s*\n(.*?)^:::\s*$", md, re.S | re.M)
    assert m, "no {glossary} directive"
    entries: list[list[str]] = []
    for line in m.group(1).split("\n"):
        if not line.strip():
            continue
        if line[0].isspace():
            entries[-1][1] += " " + line.strip()
        else:
            entries.append([line.strip(), ""])
    return [(t, fold(d)) for t, d in entries]


def test_terms_word_for_word(source):
    fm = (source / "text" / "00-front-matter.txt").read_text(encoding="utf-8")
    part = fm[fm.index("EXPLANATION OF TERMS"):]
    blocks = source_blocks(part)
    assert blocks[0] == "EXPLANATION OF TERMS"
    printed = []
    for b in blocks[1:]:
        m = re.match(r"^\*([^*]+)\.\* (.*)$", b)
        assert m, b
        printed.append((m.group(1), m.group(2)))
    md = (BOOK / "terms.md").read_text(encoding="utf-8")
    assert re.search(r"^# Explanation of Terms\s*$", md, re.M)
    assert glossary(md) == printed


# --- links, labels, notes, order -------------------------------------------

def all_pages() -> list[Path]:
    return sorted(BOOK.rglob("*.md"))


def test_every_glossary_term_referenced_exists():
    terms = {t for t, _d in glossary((BOOK / "terms.md").read_text(encoding="utf-8"))}
    assert len(terms) == 12
    missing = []
    for page in all_pages():
        for m in TERM_ROLE.finditer(page.read_text(encoding="utf-8")):
            content = m.group(1)
            t = re.search(r"<([^>]*)>\s*$", content)
            target = (t.group(1) if t else content).strip()
            if target not in terms:
                missing.append(f"{page.relative_to(ROOT)}: {target!r}")
    assert not missing, "terms not in the glossary: " + ", ".join(missing)


def toc_files() -> list[str]:
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]

    def walk(node):
        if isinstance(node, dict):
            if "file" in node:
                files.append(node["file"])
            for key in ("parts", "chapters", "sections"):
                for child in node.get(key, []) or []:
                    walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk(toc)
    return [re.sub(r"\.(md|ipynb)$", "", f) for f in files]


def test_toc_has_every_game_in_the_books_order(source):
    files = toc_files()
    expected = [f"book/games/{n:02d}-{slug}" for n, _t, slug in games_from(source)]
    games = [f for f in files if f.startswith("book/games/")]
    assert games == expected
    assert files[:4] == ["book/index", "book/contents", "book/tableaux", "book/terms"]
    assert files.index("book/about") > files.index(expected[-1]), "the editor's pages follow the book's"
    for f in files:
        assert (ROOT / f"{f}.md").is_file(), f"{f}.md is in the toc but missing"


def test_game_pages_are_notebooks_with_label_and_tableau(source):
    for n, _title, slug in games_from(source):
        md = page_path(n, slug).read_text(encoding="utf-8")
        assert md.startswith("---\njupytext:"), slug
        assert "format_name: myst" in md and "name: python3" in md, slug
        assert re.search(rf"^\(game-{re.escape(slug)}\)=\n# ", md, re.M), f"{slug}: label before the title"
        cell = ("```{code-cell} ipython3\n:tags: [remove-input]\nfrom patience.book.pages import tableau\n"
                f'tableau("{slug}")\n```')
        assert cell in md, f"{slug}: the tableau cell is missing"
        tab = md.index("## The tableau")
        if "## Editorial notes" in md:
            assert md.index("## Editorial notes") > tab, f"{slug}: notes come after the tableau"


NOTE_LABEL = re.compile(
    r"^\(note-([a-z0-9-]+)-(\d+)\)=\n:::\{admonition\} Note ([a-z0-9-]+)-(\d+)(?::[^\n]*)?\n:class: editorial-note\n",
    re.M,
)


def page_with_notes(n: int, slug: str) -> str:
    """The page, with its notes file (book/games/notes/<slug>.md) if the page includes one."""
    md = page_path(n, slug).read_text(encoding="utf-8")
    notes = GAMES / "notes" / f"{slug}.md"
    if notes.is_file():
        assert re.search(rf"^```\{{include\}} notes/{re.escape(slug)}\.md\s*$", md, re.M), (
            f"{slug}: book/games/notes/{slug}.md exists but the page does not include it"
        )
        md += "\n" + notes.read_text(encoding="utf-8")
    return md


def test_editorial_notes_are_numbered_and_linked(source):
    for n, _title, slug in games_from(source):
        md = page_with_notes(n, slug)
        labels = re.findall(r"^\(note-([a-z0-9-]+)\)=", md, re.M)
        notes = NOTE_LABEL.findall(md)
        assert len(notes) == len(labels), f"{slug}: each note label must be followed by its admonition"
        numbers = []
        for s1, k1, s2, k2 in notes:
            assert s1 == s2 == slug and k1 == k2, f"{slug}: note {s1}-{k1} / {s2}-{k2}"
            numbers.append(int(k1))
        assert numbers == list(range(1, len(numbers) + 1)), f"{slug}: notes numbered {numbers}"
        if notes:
            assert md.index("## Editorial notes") < md.index(f"(note-{slug}-1)=")
        for m in MARKER.finditer(md):
            k, target = int(m.group(1)), m.group(2)
            assert target == f"note-{slug}-{k}", f"{slug}: marker [{k}] points to {target}"
            assert k in numbers, f"{slug}: marker [{k}] has no note"
            assert m.group(3) == "{.editorial-marker}", f"{slug}: marker [{k}] lacks its class"


def test_variants_are_labelled_and_indexed():
    expected = {
        "01-la-belle-lucie": ["variant-la-belle-lucie-house-in-the-wood", "variant-la-belle-lucie-house-on-the-hill"],
        "02-napoleon-at-st-helena": ["variant-napoleon-at-st-helena-talon-only"],
        "18-napoleons-square": ["variant-napoleons-square-second-way"],
        "25-labyrinth": ["variant-labyrinth-foundations-from-the-deal"],
        "30-herring-bone": ["variant-herring-bone-german"],
        "44-sly": ["variant-sly-four-rows-of-five"],
    }
    for page, labels in expected.items():
        md = (GAMES / f"{page}.md").read_text(encoding="utf-8")
        for label in labels:
            m = re.search(rf"^\({re.escape(label)}\)=\n(?:### .*\n\n)?```\{{index\}}", md, re.M)
            assert m, f"{page}: {label} needs its label, then (heading and) an index entry"
