#include "core/base/Expression.h"

#include <muParser.h>

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace augur {

namespace {
double modulo(double a, double b) { return std::fmod(a, b); }

/// The expression as quoted in a message: at most 80 characters, so a 1 MB expression is
/// not echoed whole.
std::string quoted(const std::string& e) {
    return "'" + (e.size() <= 80 ? e : e.substr(0, 77) + "...' (" + std::to_string(e.size()) + " characters") +
        (e.size() <= 80 ? "'" : ")");
}

/// Longest expression evaluated; problem files hold short formulas.
constexpr std::size_t kMaxExpressionChars = 4096;
double ceilDiv(double a, double b) { return std::ceil(a / b); }

/// muparser also evaluates assignments (`n=5`, `n+=1`) and comma lists (`a,b` is b): in a
/// problem file they are typos of `==` or stray text that would silently change a size or
/// make a restriction always true. Refused before parsing.
void refuseAssignmentsAndLists(const std::string& e) {
    int depth = 0;
    for (std::size_t i = 0; i < e.size(); ++i) {
        const char c = e[i];
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == ',' && depth <= 0) throw std::invalid_argument(quoted(e) + ": ',' outside a function's arguments");
        if (c != '=') continue;
        if (i + 1 < e.size() && e[i + 1] == '=') {
            ++i; // ==
            continue;
        }
        if (i > 0 && (e[i - 1] == '<' || e[i - 1] == '>' || e[i - 1] == '!')) continue; // <= >= !=
        throw std::invalid_argument(quoted(e) + ": assignment '=' is not an expression (did you mean '=='?)");
    }
}
} // namespace

void checkExpressionText(const std::string& expression) {
    if (expression.size() > kMaxExpressionChars)
        throw std::invalid_argument(quoted(expression) + ": longer than " + std::to_string(kMaxExpressionChars) +
                                    " characters");
    // muparser reads a C string: a NUL would end the expression there and the rest would be
    // ignored without a word; other control characters are no part of a formula either.
    for (const char c : expression)
        if (static_cast<unsigned char>(c) < 0x20 && c != ' ' && c != '\t')
            throw std::invalid_argument("an expression of " + std::to_string(expression.size()) +
                                        " characters holds a control character (code " +
                                        std::to_string(static_cast<int>(static_cast<unsigned char>(c))) + ")");
    refuseAssignmentsAndLists(expression);
}

void defineExpressionOperators(mu::Parser& parser) {
    // The operator precedence of C: % binds like * and /.
    parser.DefineOprt("%", modulo, mu::prMUL_DIV, mu::oaLEFT, true);
    parser.DefineFun("ceil_div", ceilDiv);
}

std::string quotedExpression(const std::string& expression) { return quoted(expression); }

double evaluateExpression(const std::string& expression, const ExpressionVariables& variables) {
    checkExpressionText(expression);
    try {
        mu::Parser parser;
        defineExpressionOperators(parser);
        // muparser reads variables through pointers; a copy keeps the caller's map const.
        ExpressionVariables values = variables;
        for (auto& [name, value] : values) parser.DefineVar(name, &value);
        parser.SetExpr(expression);
        double v = parser.Eval();
        if (!std::isfinite(v)) throw std::invalid_argument(quoted(expression) + " is not finite");
        return v;
    } catch (const mu::Parser::exception_type& e) {
        std::string msg = e.GetMsg();
        if (msg.size() > 200) msg = msg.substr(0, 197) + "...";
        throw std::invalid_argument(quoted(expression) + ": " + msg);
    }
}

long long evaluateIntegerExpression(const std::string& expression, const ExpressionVariables& variables) {
    const double v = evaluateExpression(expression, variables);
    // Beyond 2^53 a double no longer holds every integer, and llround of a value outside
    // long long's range is undefined (it gave LLONG_MIN): refused by name.
    if (std::fabs(v) > 9007199254740992.0) {
        char text[32];
        std::snprintf(text, sizeof text, "%.6g", v);
        throw std::invalid_argument(quoted(expression) + " is " + text +
                                    ", too large for an exact integer (at most 2^53)");
    }
    return std::llround(v);
}

} // namespace augur
