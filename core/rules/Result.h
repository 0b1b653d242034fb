#pragma once
// A value or an error that says what is wrong and where. Parsers return this; they never throw.
#include <string>
#include <utility>
#include <variant>

namespace shogi {

struct Error {
    std::string message;
    int line = 0;   // 1-based; 0 when the input is a single line or the place is unknown
    int column = 0; // 1-based; 0 when unknown

    std::string describe() const {
        std::string where;
        if (line > 0) where += "line " + std::to_string(line);
        if (column > 0) where += (where.empty() ? "column " : ", column ") + std::to_string(column);
        return where.empty() ? message : where + ": " + message;
    }
};

template <class T> class Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<0>(m_v); }
    const T& value() const { return std::get<0>(m_v); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

} // namespace shogi
