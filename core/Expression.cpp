#include "core/Expression.h"

#include <muParser.h>

#include <cmath>
#include <stdexcept>

namespace augur {

namespace {
double modulo(double a, double b) { return std::fmod(a, b); }
double ceilDiv(double a, double b) { return std::ceil(a / b); }
} // namespace

double evaluateExpression(const std::string& expression, const ExpressionVariables& variables) {
    try {
        mu::Parser parser;
        // The operator precedence of C: % binds like * and /.
        parser.DefineOprt("%", modulo, mu::prMUL_DIV, mu::oaLEFT, true);
        parser.DefineFun("ceil_div", ceilDiv);
        // muparser reads variables through pointers; a copy keeps the caller's map const.
        ExpressionVariables values = variables;
        for (auto& [name, value] : values) parser.DefineVar(name, &value);
        parser.SetExpr(expression);
        double v = parser.Eval();
        if (!std::isfinite(v)) throw std::invalid_argument("'" + expression + "' is not finite");
        return v;
    } catch (const mu::Parser::exception_type& e) {
        throw std::invalid_argument("'" + expression + "': " + e.GetMsg());
    }
}

long long evaluateIntegerExpression(const std::string& expression, const ExpressionVariables& variables) {
    return std::llround(evaluateExpression(expression, variables));
}

} // namespace augur
