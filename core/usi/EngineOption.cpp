#include "usi/EngineOption.h"

#include "usi/Words.h"

#include <algorithm>
#include <array>

namespace shogi::usi {

namespace {

constexpr std::array<std::string_view, 6> kKeywords = {"name", "type", "default", "min", "max", "var"};

bool isKeyword(std::string_view w) {
    return std::find(kKeywords.begin(), kKeywords.end(), w) != kKeywords.end();
}

std::optional<EngineOption::Type> typeFromName(std::string_view name) {
    using T = EngineOption::Type;
    static constexpr std::pair<std::string_view, T> types[] = {
        {"check", T::Check},   {"spin", T::Spin},         {"combo", T::Combo},
        {"string", T::String}, {"filename", T::Filename}, {"button", T::Button}};
    for (auto [text, type] : types)
        if (text == name) return type;
    return std::nullopt;
}

std::string emptyMarkerToEmpty(std::string value) {
    return value == "<empty>" ? std::string() : value;
}

} // namespace

const char* typeName(EngineOption::Type type) {
    switch (type) {
    case EngineOption::Type::Check:
        return "check";
    case EngineOption::Type::Spin:
        return "spin";
    case EngineOption::Type::Combo:
        return "combo";
    case EngineOption::Type::String:
        return "string";
    case EngineOption::Type::Filename:
        return "filename";
    case EngineOption::Type::Button:
        return "button";
    }
    return "string";
}

Result<EngineOption> parseOption(std::string_view line) {
    const auto w = words::split(line);
    if (w.empty() || w[0] != "option") return Error{"not an option line", 0, 0};
    EngineOption option;
    bool haveName = false, haveType = false;
    // Each keyword's value runs to the next keyword, so names and string defaults may hold spaces; a name
    // runs to "type" only, so an option may be called "Max Depth".
    std::size_t i = 1;
    while (i < w.size()) {
        const std::string_view key = w[i];
        if (!isKeyword(key)) return Error{"unexpected word '" + std::string(key) + "'", 0, 0};
        std::size_t end = i + 1;
        if (key == "name")
            while (end < w.size() && w[end] != "type")
                ++end;
        else
            while (end < w.size() && !isKeyword(w[end]))
                ++end;
        const std::string value = words::join(w, i + 1, end);
        if (key == "name") {
            if (value.empty()) return Error{"option without a name", 0, 0};
            option.name = value;
            haveName = true;
        } else if (key == "type") {
            const auto type = typeFromName(value);
            if (!type) return Error{"option '" + option.name + "' has unknown type '" + value + "'", 0, 0};
            option.type = *type;
            haveType = true;
        } else if (key == "default") {
            option.defaultValue = emptyMarkerToEmpty(value);
        } else if (key == "var") {
            option.choices.push_back(value);
        } else {
            const auto n = words::number<std::int64_t>(value);
            if (!n)
                return Error{"option '" + option.name + "': " + std::string(key) + " '" + value +
                                 "' is not a number",
                             0, 0};
            (key == "min" ? option.min : option.max) = *n;
        }
        i = end;
    }
    if (!haveName) return Error{"option without a name", 0, 0};
    if (!haveType) return Error{"option '" + option.name + "' has no type", 0, 0};
    if (option.type == EngineOption::Type::Spin && (!option.min || !option.max))
        return Error{"spin option '" + option.name + "' needs min and max", 0, 0};
    return option;
}

std::optional<std::string> valueProblem(const EngineOption& option, std::string_view value) {
    std::string quoted = "'";
    quoted.append(value).append("'");
    switch (option.type) {
    case EngineOption::Type::Check:
        if (value == "true" || value == "false") return std::nullopt;
        return option.name + " is a check option: true or false, not " + quoted;
    case EngineOption::Type::Spin: {
        const auto n = words::number<std::int64_t>(value);
        if (n && (!option.min || *n >= *option.min) && (!option.max || *n <= *option.max))
            return std::nullopt;
        return option.name + " takes an integer from " + std::to_string(option.min.value_or(0)) + " to " +
               std::to_string(option.max.value_or(0)) + ", not " + quoted;
    }
    case EngineOption::Type::Combo: {
        if (std::find(option.choices.begin(), option.choices.end(), value) != option.choices.end())
            return std::nullopt;
        std::string list;
        for (const std::string& c : option.choices)
            list += (list.empty() ? "" : ", ") + c;
        return option.name + " is one of " + list + ", not " + quoted;
    }
    case EngineOption::Type::Button:
        if (value.empty()) return std::nullopt;
        return option.name + " is a button and takes no value";
    case EngineOption::Type::String:
    case EngineOption::Type::Filename:
        return std::nullopt;
    }
    return std::nullopt;
}

std::string setOptionCommand(std::string_view name, std::string_view value) {
    // USI has no quoting: an empty string is sent as "<empty>", the convention the option lines use.
    return "setoption name " + std::string(name) + " value " +
           (value.empty() ? "<empty>" : std::string(value));
}

std::string setOptionCommand(std::string_view buttonName) {
    return "setoption name " + std::string(buttonName);
}

std::vector<std::pair<std::string, std::string>> bookOffOptions(const std::vector<EngineOption>& offered) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const EngineOption& o : offered) {
        if ((o.name == "USI_OwnBook" || o.name == "OwnBook") && o.type == EngineOption::Type::Check)
            out.emplace_back(o.name, "false");
        else if (o.name == "BookDepth" && o.type == EngineOption::Type::Spin && o.min.value_or(0) <= 0)
            out.emplace_back(o.name, "0");
        else if (o.name == "BookFile" && o.type == EngineOption::Type::Combo &&
                 std::find(o.choices.begin(), o.choices.end(), "no_book") != o.choices.end())
            out.emplace_back(o.name, "no_book");
    }
    return out;
}

} // namespace shogi::usi
