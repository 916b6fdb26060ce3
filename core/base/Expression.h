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

/// Throws std::invalid_argument for text no expression may be: longer than 4,096
/// characters, an assignment or a comma list outside a function's arguments.
void checkExpressionText(const std::string& expression);

/// The expression as quoted in messages (at most 80 characters).
std::string quotedExpression(const std::string& expression);

/// evaluateExpression() rounded to the nearest integer.
long long evaluateIntegerExpression(const std::string& expression, const ExpressionVariables& variables);

} // namespace augur
