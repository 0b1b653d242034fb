#include "cli/CliMatchArgs.h"

#include <QFile>
#include <QProcess>
#include <QThread>

#include <cstdio>
#include <filesystem>

namespace cli {

namespace {

std::pair<std::int64_t, std::int64_t> twoTimes(const std::string& text, const char* option) {
    const std::size_t plus = text.find('+');
    if (plus == std::string::npos)
        throw UsageError{std::string(option) + " needs MAIN_MS+SECOND_MS, like 60000+1000"};
    constexpr std::int64_t day = 24LL * 3600 * 1000;
    return {number<std::int64_t>(text.substr(0, plus), option, 0, day),
            number<std::int64_t>(text.substr(plus + 1), option, 0, day)};
}

} // namespace

std::optional<std::string> Options::take(std::string_view name) {
    std::string value, error;
    const bool found = takeOption(m_args, name, value, error);
    if (!error.empty()) throw UsageError{error};
    return found ? std::optional(value) : std::nullopt;
}

// CMD as a shell would split it (quotes group words), or 'builtin'. nullopt after printing an error.
std::optional<shogi::match::EngineSpec> engineSpec(const std::string& command) {
    shogi::match::EngineSpec spec;
    if (command == "builtin") {
        spec.program = builtinEnginePath();
        if (!std::filesystem::exists(spec.program)) {
            std::fprintf(stderr,
                         "shogiban-cli: the built-in engine is not there: %s (build shogiban-engine)\n",
                         spec.program.c_str());
            return std::nullopt;
        }
        return spec;
    }
    const QStringList words = QProcess::splitCommand(QString::fromStdString(command));
    if (words.isEmpty()) throw UsageError{"an engine command is empty"};
    spec.program = words.front().toStdString();
    for (qsizetype i = 1; i < words.size(); ++i)
        spec.arguments.push_back(words[i].toStdString());
    return spec;
}

shogi::TimeControl timeControl(Options& o, std::uint64_t& nodes, std::uint64_t* secondNodes) {
    const auto byoyomi = o.take("--byoyomi"), time = o.take("--time"), fischer = o.take("--fischer");
    const auto nodesText = o.take("--nodes");
    if (int(bool(byoyomi)) + int(bool(time)) + int(bool(fischer)) + int(bool(nodesText)) > 1)
        throw UsageError{"give one of --byoyomi, --time, --fischer and --nodes"};
    if (nodesText) {
        const std::size_t comma = nodesText->find(',');
        if (comma != std::string::npos && !secondNodes) throw UsageError{"--nodes takes one number here"};
        nodes = number<std::uint64_t>(nodesText->substr(0, comma), "--nodes", 1, 1000000000000ULL);
        if (comma != std::string::npos)
            *secondNodes =
                number<std::uint64_t>(nodesText->substr(comma + 1), "--nodes", 1, 1000000000000ULL);
        return shogi::TimeControl::none();
    }
    if (time) {
        const auto [main, period] = twoTimes(*time, "--time");
        return period == 0 ? shogi::TimeControl::suddenDeath(main)
                           : shogi::TimeControl::byoyomi(main, period);
    }
    if (fischer) {
        const auto [main, increment] = twoTimes(*fischer, "--fischer");
        return shogi::TimeControl::fischer(main, increment);
    }
    const auto period = byoyomi ? number<std::int64_t>(*byoyomi, "--byoyomi", 1, 24LL * 3600 * 1000) : 1000;
    return shogi::TimeControl::byoyomi(0, period);
}

std::pair<std::string, std::string> engineOption(const std::string& text, const char* flag) {
    const std::size_t eq = text.find('=');
    std::pair<std::string, std::string> option{text.substr(0, eq),
                                               eq == std::string::npos ? "" : text.substr(eq + 1)};
    if (option.first.empty()) throw UsageError{std::string(flag) + " needs NAME=VALUE"};
    return option;
}

shogi::match::SprtSettings sprtSettings(const std::string& text) {
    shogi::match::SprtSettings s;
    if (!shogi::match::parseSprtSettings(text.c_str(), s))
        throw UsageError{"--sprt needs ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA with ELO0 < ELO1 and alpha and beta "
                         "between 0 and 0.5, not '" +
                         text + "'"};
    return s;
}

int maxConcurrency() {
    return std::max(2, QThread::idealThreadCount());
}

std::optional<std::vector<shogi::match::Opening>> readOpeningsFile(const std::string& path,
                                                                   shogi::VariantKind variant) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "shogiban-cli: cannot read %s: %s\n", path.c_str(),
                     qUtf8Printable(file.errorString()));
        return std::nullopt;
    }
    auto list = shogi::match::parseOpenings(file.readAll().toStdString(), variant);
    if (!list) {
        std::fprintf(stderr, "shogiban-cli: %s: %s\n", path.c_str(), list.error().describe().c_str());
        return std::nullopt;
    }
    return std::move(*list);
}

void readGameSettings(Options& o, shogi::match::MatchSettings& s, std::uint64_t* secondNodes) {
    if (const auto variant = o.take("--variant")) {
        const auto kind = shogi::Variant::fromId(*variant);
        if (!kind) throw UsageError{"unknown variant '" + *variant + "' (standard, gorogoro, minishogi)"};
        s.variant = *kind;
    }
    if (const auto sprt = o.take("--sprt")) {
        s.sprt = sprtSettings(*sprt);
        s.games = 20000;
    }
    if (const auto games = o.take("--games")) s.games = number(*games, "--games", 1, 100000);
    if (const auto plies = o.take("--max-plies")) s.maxPlies = number(*plies, "--max-plies", 1, 100000);
    if (const auto c = o.take("--concurrency"))
        s.concurrency = number(*c, "--concurrency", 1, maxConcurrency());
    if (const auto seed = o.take("--seed")) s.seed = number<unsigned>(*seed, "--seed", 0, 4294967295U);
    s.timeControl = timeControl(o, s.nodes, secondNodes);
}

} // namespace cli
