#pragma once
// How moves are written for the user: Japanese (☗７六歩) or Western (Hodges P-7f). A setting of the window,
// named here so the game's texts need nothing from it.
enum class MoveNotation { Japanese, Western };
