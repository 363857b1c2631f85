"""The pages in six languages: how the language is chosen, every page's words from the catalogues,
numbers and dates the locale's way, and the JSON API in English whatever the browser asks.

``test_no_english_is_left_on_the_main_path`` is the translators' harness for the pages: it
renders every page of the main path in a language and finds the English words the
catalogue of that language has not translated.  ``test_every_word_of_every_page_goes_through_a_catalogue``
proves the pages' side: with a catalogue that translates every message (a pseudo-translation
into full-width letters), no Latin word is left on any page.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
import re
import subprocess
import sys

import pytest

from web import create_app
from web.errors import error_response
from web.faces import face
from i18n_pages import (
    LANGUAGES, NAMES, PLACE, cards_sheet, each_word, catalogue, full_width, latin_words, main_pages, pseudo_catalogue,
    scored_pages, visible_text,
)

TRANSLATED = tuple(language for language in LANGUAGES if language != "en")


def make_app(tmp_path, **config):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "SOLVER": "exact", **config})


def every_page(client, language: str) -> dict[str, str]:
    """Every page of the main path in ``language``, as HTML, by what it is."""
    shown = {name: client.get(url, query_string={"lang": language}, follow_redirects=True).get_data(as_text=True)
             for name, url in main_pages(client).items()}
    for name, (url, data) in scored_pages().items():
        shown[name] = client.post(url, query_string={"lang": language}, data=data).get_data(as_text=True)
    return shown


# --- the language chosen ---


@pytest.mark.parametrize("language", LANGUAGES)
def test_lang_in_the_address_chooses_the_language_and_the_cookie_keeps_it(client, language):
    first = client.get("/acbas", query_string={"lang": language})
    assert f'<html lang="{language}">' in first.get_data(as_text=True)
    assert f'<html lang="{language}">' in client.get("/results").get_data(as_text=True)  # the cookie, no ?lang=


@pytest.mark.parametrize("accepted, language", [("el-GR,el;q=0.9,en;q=0.5", "el"), ("zh-CN,zh;q=0.9", "zh"),
                                                ("ru", "ru"), ("de-DE,de;q=0.9", "en"), ("", "en")])
def test_without_a_choice_the_browser_s_languages_decide_else_english(client, accepted, language):
    page = client.get("/", headers={"Accept-Language": accepted} if accepted else {}).get_data(as_text=True)
    assert f'<html lang="{language}">' in page


def test_a_chosen_language_wins_over_the_browser_s(client):
    client.get("/?lang=it")
    page = client.get("/", headers={"Accept-Language": "ru"}).get_data(as_text=True)
    assert '<html lang="it">' in page


def test_an_unknown_language_is_ignored(client):
    response = client.get("/?lang=xx", headers={"Accept-Language": "es"})
    assert '<html lang="es">' in response.get_data(as_text=True) and "agricalc_lang" not in response.headers.get(
        "Set-Cookie", "")


def test_the_language_menu_links_every_language_keeping_the_address(client):
    page = client.get("/acbas/table?players=2&lang=zh").get_data(as_text=True)
    menu = re.search(r'<details class="languages".*?</details>', page, re.S).group(0)
    for language in LANGUAGES:
        assert f'href="/acbas/table?players=2&amp;lang={language}"' in menu
    assert 'aria-current="true">中文' in menu


def test_the_json_api_stays_english_whatever_the_browser_asks(client):
    headers = {"Accept-Language": "ru"}
    client.get("/?lang=el")
    answer = client.post("/api/v1/score", json={"game": "hens"}, headers=headers)
    assert answer.get_json() == {"error": "invalid_document", "message": "grid: is required (or counts, for quick entry)"}
    missing = client.get("/api/v1/results/nothing", headers=headers).get_json()
    assert missing["error"] == "not_found" and missing["message"].startswith("no score sheet")


def test_the_command_line_stays_english_in_a_greek_environment(tmp_path):
    farm = tmp_path / "farm.json"
    farm.write_text(json.dumps({"game": "acbas", "farm": ["a  a+", "B  S", "C  ."],
                                "animals": {"sheep": 8, "pigs": 4, "cattle": 5}}))
    greek = {**os.environ, "LANGUAGE": "el", "LANG": "el_GR.UTF-8", "LC_MESSAGES": "el_GR.UTF-8"}
    run = subprocess.run([sys.executable, "-m", "calculator.cli", "score", str(farm), "--svg", str(tmp_path / "f.svg")],
                         capture_output=True, text=True, env=greek, timeout=120)
    assert run.returncode == 0 and "sheep" in run.stdout and "total" in run.stdout
    assert "8 sheep" in (tmp_path / "f.svg").read_text(encoding="utf-8")
    missing = subprocess.run([sys.executable, "-m", "calculator.cli", "score", str(tmp_path / "none.json")],
                             capture_output=True, text=True, env=greek, timeout=120)
    assert missing.returncode == 2 and "No such file" in missing.stderr


# --- every word from a catalogue ---


@pytest.fixture
def pseudo_app(tmp_path):
    """The app with a Greek catalogue that translates every message of the template into full-width
    letters (Greek keeps its plural forms and its numbers)."""
    folder = pseudo_catalogue(tmp_path / "pseudo", "el", full_width)
    return make_app(tmp_path, BABEL_TRANSLATION_DIRECTORIES=str(folder))


def test_every_word_of_every_page_goes_through_a_catalogue(pseudo_app):
    client = pseudo_app.test_client()
    left = {name: sorted(set(latin_words(" ".join(visible_text(page)))))
            for name, page in every_page(client, "el").items()}
    assert {name: words for name, words in left.items() if words} == {}


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_is_left_on_the_main_path(client, language):
    english = {word.lower() for message in catalogue("en") if message.id
               for text in ([message.id] if isinstance(message.id, str) else message.id)
               for word in latin_words(PLACE.sub(" ", text))}
    own = {word.lower() for message in catalogue(language) if message.id
           for text in ([message.string] if isinstance(message.string, str) else message.string)
           for word in latin_words(PLACE.sub(" ", text or ""))}
    left = {}
    for name, page in every_page(client, language).items():
        words = {word for word in latin_words(" ".join(visible_text(page)))
                 if word.lower() in english and word.lower() not in own}
        if words:
            left[name] = sorted(words)
    assert left == {}, f"English left in {language}: translate web/translations/{language}/LC_MESSAGES/messages.po"


@pytest.mark.parametrize("spelling", ["RU", "ru-RU", "ru_RU", " ru"])
def test_lang_in_the_address_takes_any_spelling_of_a_language(client, spelling):
    page = client.get("/acbas", query_string={"lang": spelling})
    assert '<html lang="ru">' in page.get_data(as_text=True)
    assert "agricalc_lang=ru;" in page.headers["Set-Cookie"]


def test_a_page_says_its_language_and_that_it_varies_with_the_cookie_and_the_browser(client):
    page = client.get("/acbas", headers={"Accept-Language": "el"})
    assert page.headers["Content-Language"] == "el"
    assert {"Cookie", "Accept-Language"} <= {v.strip() for v in page.headers["Vary"].split(",")}
    api = client.post("/api/v1/score", json={"game": "acbas", "farm": ["C . ."]}, headers={"Accept-Language": "el"})
    assert "Content-Language" not in api.headers and "Accept-Language" not in api.headers.get("Vary", "")


def test_an_app_run_from_a_work_tree_compiles_catalogues_older_than_their_po_files(tmp_path):
    po = Path(__file__).resolve().parent.parent / "web" / "translations" / "el" / "LC_MESSAGES" / "messages.po"
    mo = po.with_suffix(".mo")
    earlier = po.stat().st_mtime - 10  # the .mo left from before the .po changed
    os.utime(mo, (earlier, earlier))
    make_app(tmp_path)
    assert mo.stat().st_mtime >= po.stat().st_mtime


# --- errors on pages ---


def test_a_number_out_of_range_is_named_with_its_limit_in_the_page_s_language(client):
    form = {**face("acbas").form.values(face("acbas").example("small")), "budget.borders": "-1",
            "objective": "score", "herd": "given", "action": "plan"}
    page = client.post("/acbas", query_string={"lang": "ru"}, data=form).get_data(as_text=True)
    assert "должно быть не меньше 0, а введено -1" in page


def test_a_plan_budget_past_what_the_game_could_use_says_the_most_to_ask_for(client):
    form = {**face("acbas").form.values(face("acbas").example("small")), "budget.wood": "99999",
            "objective": "score", "herd": "given", "action": "plan"}
    page = client.post("/acbas", query_string={"lang": "es"}, data=form).get_data(as_text=True)
    assert "pide como máximo 74" in page


def test_an_error_page_without_words_of_its_own_says_so_in_the_page_s_language(tmp_path):
    app = make_app(tmp_path)
    with app.test_request_context("/acbas", query_string={"lang": "it"}):
        page = error_response(422, "a_code_with_no_words", "the English detail").get_data(as_text=True)
    assert "Non si può fare." in page and "the English detail" in page
    assert page.index("Non si può fare.") < page.index("the English detail"), "the English is the note"


# --- words with more than one sense ---


@pytest.mark.parametrize("language, fact", [("es", "Pila de descartes vacía"), ("it", "vuota"), ("ru", "пуста")])
def test_an_empty_discard_pile_agrees_with_its_noun(client, language, fact):
    start = client.post("/play", data={"game": "hens", "players": "2", "me": "0", "bot-1": "random", "seed": "3"})
    page = client.get(start.headers["Location"], query_string={"lang": language}).get_data(as_text=True)
    assert fact in " ".join(visible_text(page))


@pytest.mark.parametrize("game, example, language, own, other", [
    ("acbas", "small", "it", "3 mucche", "bovini"), ("agricola", "strong", "el", "βοοειδή", "αγελάδ")])
def test_cattle_are_counted_in_each_game_s_own_word(client, game, example, language, own, other):
    form = {**face(game).form.values(face(game).example(example)), "action": "score"}
    page = client.post(f"/{game}", query_string={"lang": language}, data=form).get_data(as_text=True)
    assert own in page and other not in page


def test_the_two_senses_of_place_have_their_own_words(client):
    words = {message.context: message.string for message in catalogue("es") if message.id == "Place"}
    assert words["rank in the final scores"] != words["the piece to put on your farm"]


# --- numbers and dates ---


def test_half_points_are_written_the_locale_s_way_on_a_sheet(client):
    sheet = client.post("/api/v1/results", json={"game": "acbas", "players": [
        {"name": NAMES[0], "farm": ["a a+ S", "a G .", "C b b"], "expansions": {"right": 1},
         "animals": {"sheep": 4}, "supply": {"wood": 1}},
        {"name": NAMES[1], "farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1}}]}).get_json()
    total = sheet["result"]["players"][0]["total"]
    assert total % 1 == 0.5, "the storage building scores half a point for the wood"
    whole = int(total)
    greek = client.get(sheet["url"], query_string={"lang": "el"}).get_data(as_text=True)
    english = client.get(sheet["url"], query_string={"lang": "en"}).get_data(as_text=True)
    assert f">{whole},5<" in greek and f">{whole}.5<" in english


def test_a_sheet_s_date_is_written_the_locale_s_way(client):
    sheet = client.post("/api/v1/results", json={"game": "hens", "players": [
        {"grid": [["coop"] * 4] * 3}, {"grid": [["coop"] * 4] * 3}]}).get_json()
    created = client.get(f"/api/v1/results/{sheet['id']}").get_json()["created"]
    year, month, day = created[:10].split("-")
    russian = client.get(sheet["url"], query_string={"lang": "ru"}).get_data(as_text=True)
    english = client.get(sheet["url"], query_string={"lang": "en"}).get_data(as_text=True)
    assert f"{day}.{month}.{year}" in russian and f"{int(month)}/{int(day)}/{year[2:]}" in english


# --- the pictures ---


def test_a_picture_on_a_page_speaks_the_page_s_language_and_the_api_s_english(client):
    sheet = main_pages(client)["sheet"]
    greek = client.get(sheet.replace("/results/", "/results/") + "/0.svg", query_string={"lang": "el"})
    assert "πρόβατα" in greek.get_data(as_text=True)
    english = client.get(sheet + "/0.svg", query_string={"lang": "en"}).get_data(as_text=True)
    assert "4 sheep" in english and "πρόβατα" not in english


def drawn(svg_text: str):
    """The PNG of ``svg_text`` as calculator.svg.png draws it, as grey levels (0 black, 1 white)."""
    import io

    from matplotlib import image

    from calculator import svg

    return image.imread(io.BytesIO(svg.png(svg_text, zoom=1)))[..., :3].mean(axis=2)


def words_drawn(words: str):
    from calculator import svg

    return drawn('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" '
                 f'fill="#fff"/><text x="10" y="30" font-size="24" font-family="{svg.FONT}">{words}</text></svg>')


@pytest.mark.parametrize("one, other", [("羊", "牛"), ("Πρόβατα", "Βοοειδή"), ("Курятник", "Петух")])
def test_png_pictures_draw_chinese_greek_and_cyrillic_letters_not_boxes(one, other):
    """Two words of a script drawn differently: a font has their letters (a missing letter is drawn as the
    same empty box whatever it is)."""
    first, second = words_drawn(one), words_drawn(other)
    assert (first < 0.5).sum() > 50 and (second < 0.5).sum() > 50
    assert (abs(first - second) > 0.5).sum() > 100


def chinese(text: str) -> str:
    """A pseudo-translation into Chinese characters: each Latin letter one of a few characters."""
    return each_word(text, lambda word: "".join("羊牛猪马木石砖芦粮菜"[ord(ch) % 10] for ch in word))


def test_a_chinese_sheet_s_png_draws_its_characters_with_the_shipped_chinese_font(tmp_path, monkeypatch):
    from calculator import svg

    app = make_app(tmp_path, BABEL_TRANSLATION_DIRECTORIES=str(pseudo_catalogue(tmp_path / "zh", "zh", chinese)))
    client = app.test_client()
    sheet = main_pages(client)["sheet"]
    picture = client.get(sheet + "/0.svg", query_string={"lang": "zh"}).get_data(as_text=True)
    assert re.search(r"<text[^>]*>[^<]*[羊牛猪马木石砖芦粮菜]", picture), "the picture's words are Chinese"
    with_font = drawn(picture)
    shipped = svg.shipped_fonts()
    assert len(shipped) == 2, "matplotlib's DejaVu and the Chinese font's wheel (pylopdf-fonts-zh-cn)"
    monkeypatch.setattr(svg, "shipped_fonts", lambda: shipped[:1])
    boxes = drawn(picture)  # without a Chinese font: a box for every character
    assert (abs(with_font - boxes) > 0.5).sum() > 1000


def test_a_sheet_s_png_downloads_in_the_page_s_language(client):
    sheet = main_pages(client)["sheet"]
    png = client.get(sheet + "/0.png", query_string={"lang": "zh"})
    assert png.status_code == 200 and png.mimetype == "image/png" and png.data[:4] == b"\x89PNG"


# --- the calculator's rules and the cards' reasons in the page's language ---


@pytest.mark.parametrize("language, said", [
    ("el", "άτομα: 6· μια οικογένεια έχει από 2 έως 5 μέλη"), ("es", "personas: 6; una familia tiene de 2 a 5 miembros"),
    ("it", "persone: 6; una famiglia ha da 2 a 5 membri"), ("zh", "人数：6；一个家庭有 2 至 5 名成员"),
    ("ru", "людей: 6; в семье от 2 до 5 человек")])
def test_a_rule_the_form_breaks_is_said_in_the_page_s_language_without_an_english_note(client, language, said):
    url, data = scored_pages()["agricola rule error"]
    page = client.post(url, query_string={"lang": language}, data=data)
    text = " ".join(visible_text(page.get_data(as_text=True)))
    assert page.status_code == 422 and said in text
    assert "a family has" not in page.get_data(as_text=True), "no English detail as a note"


def test_a_rule_names_its_cells_in_the_page_s_language(client):
    url, data = scored_pages()["agricola farm rule error"]
    page = client.post(url, query_string={"lang": "es"}, data=data).get_data(as_text=True)
    assert "las habitaciones no están unidas en ortogonal (casilla (1, 0) y esta están separadas)" in page


@pytest.mark.parametrize("language, reasons", [
    ("en", ["clay house: 1", "3 pasture spaces: 0 (6/7/8/9 give 1/2/3/4)", "5 sheep: 1 per 3 = 1"]),
    ("el", ["σπίτι (πηλός): 1", "θέσεις βοσκοτοπιού: 3· 0 (6/7/8/9 δίνουν 1/2/3/4)", "πρόβατα: 5· 1 ανά 3 = 1"]),
    ("es", ["casa de adobe: 1", "parcelas de pasto: 3; 0 (6/7/8/9 dan 1/2/3/4)", "ovejas: 5; 1 por cada 3 = 1"]),
    ("it", ["casa di argilla: 1", "spazi di pascolo: 3; 0 (6/7/8/9 danno 1/2/3/4)", "pecore: 5; 1 ogni 3 = 1"]),
    ("zh", ["黏土房屋：1", "牧场格子：3；0（6/7/8/9 得 1/2/3/4）"]),
    ("ru", ["дом (глина): 1", "клетки пастбищ: 3; 0 (6/7/8/9 дают 1/2/3/4)"])])
def test_a_sheet_gives_why_each_card_scores_in_the_page_s_language(client, language, reasons):
    sheet = client.post("/api/v1/results", json=cards_sheet()).get_json()
    page = client.get(sheet["url"], query_string={"lang": language}).get_data(as_text=True)
    shown = [cell for cell in re.findall(r"<td>([^<]*)</td>", page)]  # the reasons said: not marked English
    for reason in reasons:
        assert reason in shown


def test_a_card_s_own_note_stays_english_and_says_so(client):
    document = cards_sheet()
    document["players"][0]["cards"].append("E59")  # the Drinking Trough: a note of the card data
    sheet = client.post("/api/v1/results", json=document).get_json()
    page = client.get(sheet["url"], query_string={"lang": "it"}).get_data(as_text=True)
    assert '<td lang="en">each pasture holds 2 more animals</td>' in page


def test_card_names_stay_english_and_are_marked_so(client):
    sheet = client.post("/api/v1/results", json=cards_sheet()).get_json()
    page = client.get(sheet["url"], query_string={"lang": "ru"}).get_data(as_text=True)
    assert '<span lang="en">Clogs</span>' in page


def test_the_api_and_the_command_line_keep_the_english_rules_and_reasons(client, tmp_path):
    client.get("/?lang=ru")  # the cookie, and the browser's language, do not reach the API
    too_many = {"game": "agricola", **face("agricola").example("mid_game"), "people": 6}
    answer = client.post("/api/v1/score", json=too_many, headers={"Accept-Language": "ru"}).get_json()
    assert answer == {"error": "rule_violation", "message": "people: 6 people; a family has 2 to 5 members"}
    player = cards_sheet()["players"][0]
    scored = client.post("/api/v1/score", json={"game": "agricola", **{k: v for k, v in player.items() if k != "name"}},
                         headers={"Accept-Language": "zh"}).get_json()
    assert {card["id"]: card["why"] for card in scored["cards"]}["E28"] == "clay house: 1"
    farm = tmp_path / "farm.json"
    farm.write_text(json.dumps(too_many))
    greek = {**os.environ, "LANGUAGE": "el", "LANG": "el_GR.UTF-8", "LC_MESSAGES": "el_GR.UTF-8"}
    run = subprocess.run([sys.executable, "-m", "calculator.cli", "score", str(farm)], capture_output=True, text=True,
                         env=greek, timeout=120)
    assert run.returncode == 2 and "people: 6 people; a family has 2 to 5 members" in run.stderr


def test_an_error_page_says_a_rule_s_words_in_the_page_s_language(pseudo_app):
    from calculator.errors import RuleViolation
    from calculator.words import saying

    error = RuleViolation(saying("%(count)s troughs; the game has only %(most)s", count=12, most=10), where="farm")
    with pseudo_app.test_request_context("/acbas", query_string={"lang": "el"}):
        page = error_response(422, error.code, error.message, error=error).get_data(as_text=True)
    assert "12 ｔｒｏｕｇｈｓ" in page and latin_words(" ".join(visible_text(page))) == []
    assert "<code>farm</code>" in page, "the place in the document, as the document names it"


def test_the_chinese_pages_call_agricola_s_cards_by_the_rulebook_s_word(client):
    """The Chinese rulebook's 卡片 (卡片分数, "card points"), never 卡牌."""
    assert [message.id for message in catalogue("zh") if "卡牌" in str(message.string)] == []
    sheet = client.post("/api/v1/results", json=cards_sheet()).get_json()
    page = client.get(sheet["url"], query_string={"lang": "zh"}).get_data(as_text=True)
    table = re.search(r'<table class="cards-table">.*?</thead>', page, re.S).group(0)
    assert "<caption>卡片</caption>" in table and '<th scope="col">卡片</th>' in table


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_hens_grid_help_gives_the_typed_coop_as_code_and_the_glossary_s_word(client, language):
    coop = next(message.string for message in catalogue(language) if message.context == "hens.card.coop")
    page = client.get("/hens", query_string={"lang": language}).get_data(as_text=True)
    help_text = re.search(r'<label for="f-grid">(.*?)</label>', page, re.S).group(1)
    assert "<code>coop</code>" in help_text and coop in help_text
