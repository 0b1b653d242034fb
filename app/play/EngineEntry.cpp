#include "play/EngineEntry.h"

#include <algorithm>

namespace usi = shogi::usi;
using shogi::Variant;
using shogi::VariantKind;

namespace {

constexpr VariantKind kAllBoards[] = {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi};

// The word for `kind` in a variant option: Shogiban's USI_Variant names the boards by their ids; UCI_Variant
// (Fairy-Stockfish) calls the standard board "shogi".
std::string variantWord(const usi::EngineOption& option, VariantKind kind) {
    if (kind == VariantKind::Standard && option.name == "UCI_Variant") return "shogi";
    return std::string(Variant::get(kind).id);
}

bool offers(const usi::EngineOption& option, const std::string& word) {
    return std::find(option.choices.begin(), option.choices.end(), word) != option.choices.end();
}

} // namespace

const usi::EngineOption* EngineEntry::findOption(const QString& name) const {
    const std::string n = name.toStdString();
    for (const usi::EngineOption& o : options)
        if (o.name == n) return &o;
    return nullptr;
}

QString EngineEntry::value(const QString& name) const {
    if (values.contains(name)) return values.value(name);
    const usi::EngineOption* option = findOption(name);
    return option ? QString::fromStdString(option->defaultValue) : QString();
}

bool EngineEntry::setValue(const QString& name, const QString& v, QString* error) {
    const usi::EngineOption* option = findOption(name);
    if (!option) {
        if (error) *error = QStringLiteral("no option '%1'").arg(name);
        return false;
    }
    if (option->type == usi::EngineOption::Type::Button) {
        if (error) *error = QStringLiteral("'%1' is a button: it has no value").arg(name);
        return false;
    }
    if (const auto problem = usi::valueProblem(*option, v.toStdString())) {
        if (error) *error = QString::fromStdString(*problem);
        return false;
    }
    if (v.toStdString() == option->defaultValue)
        values.remove(name);
    else
        values.insert(name, v);
    return true;
}

std::vector<VariantKind> EngineEntry::variants() const {
    if (isBuiltin()) return {std::begin(kAllBoards), std::end(kAllBoards)}; // known before it is asked
    std::vector<VariantKind> out;
    for (VariantKind kind : kAllBoards)
        if (variantOption(kind)) out.push_back(kind);
    if (out.empty()) out.push_back(VariantKind::Standard); // a USI engine without a variant option
    return out;
}

bool EngineEntry::canPlay(VariantKind kind) const {
    const auto all = variants();
    return std::find(all.begin(), all.end(), kind) != all.end();
}

std::optional<std::pair<std::string, std::string>> EngineEntry::variantOption(VariantKind kind) const {
    for (const char* name : {"USI_Variant", "UCI_Variant"}) {
        const usi::EngineOption* option = findOption(QString::fromLatin1(name));
        if (!option || option->type != usi::EngineOption::Type::Combo) continue;
        const std::string word = variantWord(*option, kind);
        if (offers(*option, word)) return std::pair(option->name, word);
    }
    return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> EngineEntry::startOptions(VariantKind kind) const {
    const auto board = variantOption(kind);
    std::vector<std::pair<std::string, std::string>> out;
    for (auto it = values.begin(); it != values.end(); ++it) {
        const usi::EngineOption* option = findOption(it.key());
        if (!option || option->type == usi::EngineOption::Type::Button) continue;
        if (board && option->name == board->first) continue; // the game's board decides
        out.emplace_back(option->name, it.value().toStdString());
    }
    if (board) out.push_back(*board);
    return out;
}

std::vector<std::pair<std::string, std::string>> EngineEntry::analysisOptions(VariantKind kind) const {
    auto out = startOptions(kind);
    for (auto& off : usi::bookOffOptions(options)) {
        std::erase_if(out, [&off](const auto& set) { return set.first == off.first; });
        out.push_back(std::move(off));
    }
    return out;
}

std::string optionLine(const usi::EngineOption& o) {
    std::string line = "option name " + o.name + " type " + usi::typeName(o.type);
    if (o.type != usi::EngineOption::Type::Button)
        line += " default " + (o.defaultValue.empty() ? std::string("<empty>") : o.defaultValue);
    if (o.min) line += " min " + std::to_string(*o.min);
    if (o.max) line += " max " + std::to_string(*o.max);
    for (const std::string& choice : o.choices)
        line += " var " + choice;
    return line;
}
