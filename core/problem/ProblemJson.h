#pragma once
// The field-level readers and checks of problem and candidate documents
// (docs/problem-format.md), shared by ProblemLoader and ProblemSections. Every reader
// throws InputError(file, field, reason) naming the field it refuses.
#include "core/base/Expression.h"
#include "core/model/Problem.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace augur::problemjson {

using json = nlohmann::json;

/// [A-Za-z_][A-Za-z0-9_]*: a size, buffer, parameter or kernel name.
bool isIdentifier(const std::string& s);
/// [a-z0-9_]+: a problem's name (and the name of its folder among the shipped ones).
/// The longest problem name (it names session files, folders and report titles).
inline constexpr std::size_t kMaxProblemNameLength = 128;
bool isProblemName(const std::string& s);

/// A problem or candidate JSON file, at most kMaxProblemJsonBytes, object keys unordered.
/// A syntax error names the byte position, never the bytes read.
json readJsonFile(const std::filesystem::path& p);

/// Rejects keys a field does not know, so a typo ("shared_byte") is an error, not a default.
void checkKeys(const json& j, const std::set<std::string>& known, const std::string& file, const std::string& field);
/// A number or a string, as expression text.
std::string expressionText(const json& j, const std::string& file, const std::string& field);
/// `j[key]`, which must be a non-empty string.
std::string requiredString(const json& j, const char* key, const std::string& file, const std::string& field);
/// Evaluates `expr` against `vars`; with `mustBePositive`, a result ≤ 0 is refused.
void checkExpression(const std::string& expr, const ExpressionVariables& vars, const std::string& file,
                     const std::string& field, bool mustBePositive);

/// One entry of "buffers": name, dtype, count expression (not evaluated here), role and
/// the initialisation of inputs.
BufferSpec parseBuffer(const json& j, const std::string& file, const std::string& field);
/// A non-empty launch list (expressions not evaluated here).
std::vector<LaunchSpec> parseLaunches(const json& j, const std::string& file, const std::string& field);
/// Evaluates every expression of a launch plan against `vars` and checks that every
/// argument names one of `buffers` or evaluates (after an optional type prefix).
void checkLaunches(const std::vector<LaunchSpec>& launches, const std::set<std::string>& buffers,
                   const ExpressionVariables& vars, const std::string& file, const std::string& field);

/// The problem's sizes as expression variables.
ExpressionVariables sizeVariables(const Problem& p);
/// The same for a map of sizes (a problem's other check sizes).
ExpressionVariables sizeVariables(const std::map<std::string, long long>& sizes);
/// The names of the buffers of `a` and `b`.
std::set<std::string> bufferNames(const std::vector<BufferSpec>& a, const std::vector<BufferSpec>& b = {});

/// A launch as a candidate plan writes it (parseLaunches reads it back).
json launchJson(const LaunchSpec& l);
/// A buffer as a candidate plan writes it (parseBuffer reads it back).
json bufferJson(const BufferSpec& b);

} // namespace augur::problemjson
