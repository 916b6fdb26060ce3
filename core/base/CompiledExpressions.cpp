#include "core/base/CompiledExpressions.h"
#include "core/base/Expression.h"

#include <muParser.h>

#include <cmath>
#include <stdexcept>

namespace augur {

void defineExpressionOperators(mu::Parser& parser); // Expression.cpp

struct CompiledExpressions::Parser {
    mu::Parser parser;
};

CompiledExpressions::CompiledExpressions(const std::vector<std::string>& expressions,
                                         const std::vector<std::string>& names)
    : values_(names.size(), 1.0) {
    for (std::size_t i = 0; i < expressions.size(); ++i) {
        const std::string& e = expressions[i];
        const std::string where = "[" + std::to_string(i) + "] " + quotedExpression(e);
        try {
            checkExpressionText(e);
        } catch (const std::invalid_argument& error) {
            throw std::invalid_argument("[" + std::to_string(i) + "] " + error.what());
        }
        auto p = std::make_unique<Parser>();
        try {
            defineExpressionOperators(p->parser);
            for (std::size_t v = 0; v < names.size(); ++v) p->parser.DefineVar(names[v], &values_[v]);
            p->parser.SetExpr(e);
            (void)p->parser.Eval(); // parses now: a malformed expression or unknown name throws here
        } catch (const mu::Parser::exception_type& error) {
            std::string msg = error.GetMsg();
            if (msg.size() > 200) msg = msg.substr(0, 197) + "...";
            throw std::invalid_argument(where + ": " + msg);
        }
        parsers_.push_back(std::move(p));
    }
}

CompiledExpressions::~CompiledExpressions() = default;

bool CompiledExpressions::allTrue(const std::vector<double>& values) {
    if (values.size() != values_.size()) return false;
    std::copy(values.begin(), values.end(), values_.begin());
    for (auto& p : parsers_) {
        try {
            const double v = p->parser.Eval();
            if (!std::isfinite(v) || v == 0.0) return false;
        } catch (const mu::Parser::exception_type&) {
            return false;
        }
    }
    return true;
}

} // namespace augur
