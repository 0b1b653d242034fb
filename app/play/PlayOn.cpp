#include "play/PlayOn.h"

#include "game/GameController.h"
#include "play/PlayerFactory.h"

#include <memory>

using shogi::Color;

bool playOnAfterFault(GameController& controller, EngineCatalog& catalog) {
    if (!controller.canContinue()) return false;
    const GameSetup& setup = controller.setup();
    const Color atFault =
        controller.game().result().outcome == shogi::Outcome::BlackWins ? Color::White : Color::Black;
    std::array<PlayerSpec, 2> specs = setup.players;
    PlayerSpec& replaced = specs[std::size_t(shogi::index(atFault))];
    replaced = PlayerSpec::builtin(replaced.kind == PlayerSpec::Kind::Builtin ? replaced.level : 3);
    const PlayerFactory factory(&catalog);
    std::unique_ptr<Player> black(factory.create(specs[0], setup.variant, nullptr, specs[1].isHuman()));
    std::unique_ptr<Player> white(factory.create(specs[1], setup.variant, nullptr, specs[0].isHuman()));
    return black && white && controller.continueWith(black.release(), white.release());
}
