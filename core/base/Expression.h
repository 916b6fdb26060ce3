#pragma once
#include <map>
#include <string>

namespace augur {

/// Named values an expression may use: problem sizes and tunable parameters.
using ExpressionVariables = std::map<std::string, double>;

/// Evaluates an arithmetic or boolean expression of the problem format
/// (docs/problem-format.md) with muparser: + - * / ^ %, comparisons, && ||, min, max,
/// ceil_div(a, b). Throws std::invalid_argument with muparser's message (and the
/// offending token) for a malformed expression or an unknown variable.
double evaluateExpression(const std::string& expression, const ExpressionVariables& variables);

/// evaluateExpression() rounded to the nearest integer.
long long evaluateIntegerExpression(const std::string& expression, const ExpressionVariables& variables);

} // namespace augur
