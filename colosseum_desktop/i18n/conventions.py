"""Numbers, dates and times written as each language writes them.

Small tables rather than Babel at run time: the game shows whole numbers (coins, spectators) and the dates
and times of saves, which needs a dozen facts per language, while Babel's locale data would add megabytes
and import time to the first frame. The figures are CLDR's: tests/i18n/test_conventions.py checks every
table against Babel's formatting of the same values, so a wrong or outdated entry fails there.
"""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

from . import current_language

NARROW_NBSP = "\u202f"  # French groups digits with it; English sets it before AM/PM


@dataclass(frozen=True)
class Conventions:
    group: str                     # between groups of three digits
    decimal: str
    date: str                      # CLDR's medium date, as a str.format pattern over day, month, year
    months: tuple[str, ...]        # abbreviated month names, January first
    twelve_hour: bool              # 2:05 PM rather than 14:05
    pad_hour: bool                 # 09:05 rather than 9:05 (24-hour clocks)
    date_time: str = "{date}, {time}"


CONVENTIONS: dict[str, Conventions] = {
    "en": Conventions(",", ".", "{month} {day}, {year}",
                      ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
                      twelve_hour=True, pad_hour=False),
    "nl": Conventions(".", ",", "{day} {month} {year}",
                      ("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"),
                      twelve_hour=False, pad_hour=True),
    "fr": Conventions(NARROW_NBSP, ",", "{day} {month} {year}",
                      ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
                       "déc."),
                      twelve_hour=False, pad_hour=True),
    "de": Conventions(".", ",", "{day:02d}.{month_number:02d}.{year}",
                      ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.",
                       "Dez."),
                      twelve_hour=False, pad_hour=True),
    "ro": Conventions(".", ",", "{day} {month} {year}",
                      ("ian.", "feb.", "mar.", "apr.", "mai", "iun.", "iul.", "aug.", "sept.", "oct.", "nov.",
                       "dec."),
                      twelve_hour=False, pad_hour=True),
    "es": Conventions(".", ",", "{day} {month} {year}",
                      ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
                      twelve_hour=False, pad_hour=False),
}


def _conventions(language: str | None) -> Conventions:
    return CONVENTIONS[language or current_language()]


def format_number(value: int | float, decimals: int = 0, language: str | None = None) -> str:
    """1234567 -> '1,234,567' in English, '1.234.567' in German; `decimals` digits after the point."""
    rules = _conventions(language)
    digits = f"{abs(value):,.{decimals}f}"  # Python's own grouping, then the language's signs
    whole, _point, fraction = digits.partition(".")
    text = whole.replace(",", rules.group) + (rules.decimal + fraction if fraction else "")
    return ("-" if value < 0 else "") + text


def format_date(day: _dt.date, language: str | None = None) -> str:
    """The date as the language writes it in running text: 'Nov 3, 2026', '3 nov. 2026', '03.11.2026'."""
    rules = _conventions(language)
    return rules.date.format(day=day.day, month=rules.months[day.month - 1], month_number=day.month,
                             year=day.year)


def format_time(moment: _dt.time | _dt.datetime, language: str | None = None) -> str:
    """Hours and minutes: '2:05 PM' in English, '14:05' elsewhere (Spanish: '9:05', German: '09:05')."""
    rules = _conventions(language)
    if rules.twelve_hour:
        hour = moment.hour % 12 or 12
        return f"{hour}:{moment.minute:02d}{NARROW_NBSP}{'AM' if moment.hour < 12 else 'PM'}"
    hour = f"{moment.hour:02d}" if rules.pad_hour else str(moment.hour)
    return f"{hour}:{moment.minute:02d}"


def format_datetime(moment: _dt.datetime, language: str | None = None) -> str:
    """'Nov 3, 2026, 2:05 PM' / '3 nov. 2026, 14:05': when a save was last played."""
    rules = _conventions(language)
    return rules.date_time.format(date=format_date(moment.date(), language), time=format_time(moment, language))
