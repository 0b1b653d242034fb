#include "match/MatchEngine.h"

#include <algorithm>

namespace shogi::match {

MatchEngine::MatchEngine(const EngineSpec& spec, VariantKind variant, const MatchTimeouts& timeouts)
    : m_spec(spec), m_variant(variant), m_timeouts(timeouts) {}

std::string MatchEngine::name() const {
    if (!m_name.empty()) return m_name;
    if (!m_spec.name.empty()) return m_spec.name;
    if (!m_session.engineName().empty()) return m_session.engineName();
    const std::size_t slash = m_spec.program.find_last_of('/');
    return slash == std::string::npos ? m_spec.program : m_spec.program.substr(slash + 1);
}

bool MatchEngine::fail(std::string text) {
    m_error = std::move(text);
    return false;
}

bool MatchEngine::setOptions() {
    if (m_spec.bookOff)
        for (const auto& [optionName, value] : usi::bookOffOptions(m_session.options())) {
            const bool userSet = std::any_of(m_spec.options.begin(), m_spec.options.end(),
                                             [&](const auto& o) { return o.first == optionName; });
            if (!userSet && !m_session.send(usi::setOptionCommand(optionName, value)))
                return fail(m_session.errorText());
        }
    for (const auto& [optionName, value] : m_spec.options) {
        const usi::EngineOption* option = m_session.findOption(optionName);
        if (!option) return fail(name() + " has no option '" + optionName + "'");
        if (const auto problem = usi::valueProblem(*option, value)) return fail(name() + ": " + *problem);
        const bool button = option->type == usi::EngineOption::Type::Button;
        if (!m_session.send(button ? usi::setOptionCommand(optionName)
                                   : usi::setOptionCommand(optionName, value)))
            return fail(m_session.errorText());
    }
    // The board: Shogiban's engine calls the option USI_Variant and the boards by their ids; Fairy-Stockfish
    // calls it UCI_Variant and the standard board "shogi". A user's own setting wins.
    const bool userSetVariant = std::any_of(m_spec.options.begin(), m_spec.options.end(), [](const auto& o) {
        return o.first == "USI_Variant" || o.first == "UCI_Variant";
    });
    if (userSetVariant) return true;
    const std::string id(Variant::get(m_variant).id);
    const usi::EngineOption* option = m_session.findOption("USI_Variant");
    std::string value = id;
    if (!option) {
        option = m_session.findOption("UCI_Variant");
        if (m_variant == VariantKind::Standard) value = "shogi";
    }
    if (!option) {
        if (m_variant == VariantKind::Standard) return true;
        return fail(name() + " cannot play " + id + ": it has no USI_Variant or UCI_Variant option");
    }
    if (usi::valueProblem(*option, value))
        return fail(name() + " cannot play " + id + " (its " + option->name + " lacks it)");
    if (!m_session.send(usi::setOptionCommand(option->name, value))) return fail(m_session.errorText());
    return true;
}

bool MatchEngine::ensureStarted() {
    if (m_session.running()) return true;
    if (!m_session.start(m_spec.program, m_spec.arguments, m_timeouts.usiok, m_spec.environment))
        return fail(m_session.errorText());
    if (!setOptions()) {
        m_session.kill();
        return false;
    }
    if (!m_session.synchronize(m_timeouts.readyok)) {
        m_session.kill();
        return fail(m_session.errorText());
    }
    return true;
}

bool MatchEngine::startGame() {
    if (!ensureStarted()) return false;
    if (!m_session.synchronize(m_timeouts.readyok) || !m_session.send("usinewgame")) {
        m_session.kill();
        return fail(m_session.errorText());
    }
    return true;
}

void MatchEngine::endGame(usi::GameOver result) {
    if (m_session.running()) m_session.send(usi::gameOverCommand(result));
}

} // namespace shogi::match
