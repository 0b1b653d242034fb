#pragma once
// Shared pieces of the shogiban-cli subcommands.
#include "formats/RecordFormat.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

// Exit codes, documented in --help.
enum Exit { Ok = 0, BadInput = 1, Usage = 2 };

using Args = std::vector<std::string_view>;

// Finds "--name VALUE" and removes both from args; nullptr-like empty optional when absent.
bool takeOption(Args& args, std::string_view name, std::string& value, std::string& error);
bool takeFlag(Args& args, std::string_view name);
// Finds "--name N" with N a whole number from min to max, removes both and sets `out` (left as it was when
// absent); any other value sets `error`, naming the option, the range and the value.
void takeNumber(Args& args, std::string_view name, long long min, long long max, long long& out,
                std::string& error);

int perft(Args args);
int moves(Args args);
int handicaps(Args args);
int info(Args args);
int convert(Args args);
int bench(Args args);
int mate(Args args);
int tune(Args args);
int selfplay(Args args);
int label(Args args);
int match(Args args);
int tournament(Args args);
int analyse(Args args);
int puzzles(Args args);
int book(Args args);

// shogiban-engine in shogiban-cli's own directory: what 'builtin' names for match and analyse.
std::string builtinEnginePath();

// Reads a game record file, the format hinted by its extension; on failure prints the reason (naming the
// line) and returns nullopt. Warnings go to stderr.
std::optional<shogi::ReadResult> readRecordFile(const QString& path);
// Writes a record in `format`, in Shift_JIS when asked and it can hold the text (else UTF-8, as line 1 says);
// on failure prints the reason (a full disk named) and returns false.
bool writeRecordFile(const shogi::GameRecord& record, const QString& path, shogi::RecordFormat format,
                     bool shiftJis);
// Saves encoded bytes to `path`; on failure prints the reason (a full disk named) and returns false.
bool saveRecordBytes(const QString& path, const QByteArray& bytes);

} // namespace cli
