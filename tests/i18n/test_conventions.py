"""Numbers, dates and times in each language's conventions: the small tables agree with CLDR through Babel."""
import datetime as dt

import pytest
from babel import Locale
from babel.dates import format_date as cldr_date
from babel.dates import format_time as cldr_time
from babel.numbers import format_decimal

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.conventions import format_date, format_datetime, format_number, format_time

LANGS = list(LANGUAGES)


@pytest.mark.parametrize("code", LANGS)
def test_numbers_group_and_point_as_cldr_says(code):
    for value in (0, 7, 999, 1000, 1234, 12345, 1234567, -4321):
        assert format_number(value, language=code) == format_decimal(value, locale=code)
    assert format_number(1234.5, 1, language=code) == format_decimal(1234.5, format="#,##0.0", locale=code)


@pytest.mark.parametrize("code", LANGS)
def test_dates_and_times_are_written_as_cldr_writes_them(code):
    for month in range(1, 13):
        day = dt.date(2026, month, 3)
        assert format_date(day, language=code) == cldr_date(day, "medium", locale=code)
    for hour, minute in ((0, 5), (9, 5), (12, 0), (14, 5), (23, 59)):
        moment = dt.time(hour, minute)
        assert format_time(moment, language=code) == cldr_time(moment, "short", locale=code)
    moment = dt.datetime(2026, 11, 23, 9, 7)
    pattern = Locale.parse(code).datetime_formats["medium"]
    assert format_datetime(moment, language=code) == pattern.format(cldr_time(moment, "short", locale=code),
                                                                     cldr_date(moment, "medium", locale=code))


def test_without_a_language_the_current_one_is_used():
    set_language("de")
    assert format_number(12345) == "12.345"
    assert format_date(dt.date(2026, 3, 1)) == "01.03.2026"
