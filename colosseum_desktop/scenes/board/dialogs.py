"""The overlays the board opens: the dialog a decision needs (by itself once, or from its button), the
reference screens and the menu."""
from __future__ import annotations

from ...game_log import LogLine
from ...i18n import _
from .dialog_occasion_model import dialog_asked_for
from ..dialogs.bid.dialog import BidDialog
from ..dialogs.ceremony.dialog import CeremonyDialog
from ..dialogs.invest.dialog import InvestDialog
from .pause import PauseScene
from ..dialogs.produce.dialog import ProduceDialog
from ..dialogs.program_browser.dialog import ProgramBrowser
from ..rules_reference.scene import RulesReference
from ..dialogs.trade.dialog import TradeDialog

# The overlay dialogs that serve a decision, and the reference screens, by the key the buttons use.
DIALOGS = {"bid": BidDialog, "invest": InvestDialog, "trade": TradeDialog, "produce": ProduceDialog,
           "ceremony": CeremonyDialog}
REFERENCES = {"programs": ProgramBrowser, "rules": RulesReference}


class BoardDialogs:
    """Mixed into the board scene: it opens overlays for the deciding person and follows them closing."""

    def choose_market(self, market: int) -> None:
        """A click on a market only chooses it: the bid window opens on that market, and the bid itself is a
        second, deliberate act there (a click meant to look at a market must not cost 8 coins)."""
        if not self.state.markets[market]:
            self.show_message(_("That market is empty; open an auction on a market with tokens"))
        else:
            self.open_dialog("bid", market=market)

    def open_dialog(self, key: str, **extra) -> bool:
        """Open an overlay dialog for the deciding player; `extra`: what that dialog takes besides (the market
        a click chose, for the bid window)."""
        if self.deciding is None:
            return False
        if key == "trade":
            extra["stop_offers"] = self.stop_offers
        self.put_back()
        self.open_dialog_key = key
        self.manager.push(DIALOGS[key](self.ctx, self.session, self.deciding, on_done=lambda: self._dialog_done(key),
                                       people=self.people, **extra))
        return True

    def stop_offers(self, computer: int, person: int) -> None:
        """A person answered a computer's offer with "no more offers this round"."""
        self.table.stop_offers(computer, person)
        names = self.state.player(person).name, self.state.player(computer).name
        self.log_panel.add_worded(lambda: [LogLine(_("{person} wants no more offers from {computer} this round",
                                                     person=names[0], computer=names[1]), person)])
        self.invalidate()

    def _dialog_done(self, key: str) -> None:
        self.open_dialog_key = None
        self._follow_state()
        occasion = self._auto_occasion()
        if occasion is not None and occasion[0] == key:
            # The person closed it while it was still asked for: the board's own buttons serve from here.
            self.auto_opened.add(occasion)
        self.invalidate()

    def _auto_occasion(self) -> tuple | None:
        """(dialog key, round, seat, log length) when a person's decision now asks for a dialog by itself."""
        if not self.person_decides():
            return None
        key = dialog_asked_for(self.state)
        return None if key is None else (key, self.state.round, self.deciding, len(self.session.log))

    def _auto_dialog(self) -> None:
        """Open the dialog a decision needs by itself once (closing it leaves the board's buttons)."""
        occasion = self._auto_occasion() if self.settings.auto_dialogs else None
        if occasion is not None and occasion not in self.auto_opened:
            self.auto_opened.add(occasion)
            self.open_dialog(occasion[0])

    def open_menu(self) -> None:
        self.put_back()
        self.manager.push(PauseScene(self.ctx, self.table))

    def _open_reference(self, key: str) -> None:
        seat = self.deciding if self.deciding is not None else 0
        self.manager.push(REFERENCES[key](self.ctx, self.session, seat))
