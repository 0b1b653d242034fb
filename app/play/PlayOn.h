#pragma once
// Playing on after a program's fault (a crash, a hang, its flag, an illegal move): the game goes on from its
// last legal position, the side at fault taken over by Shogiban's engine (at the level it played, or 3), the
// other side keeping its player. False when the game cannot go on or a player cannot be made.
class EngineCatalog;
class GameController;

bool playOnAfterFault(GameController& controller, EngineCatalog& catalog);
