#pragma once
// Expressions parsed once and evaluated many times over the same variable names.
#include <memory>
#include <string>
#include <vector>

namespace augur {

/// Expressions of the problem format (core/base/Expression.h) compiled once over a fixed
/// list of variable names, then evaluated for many value vectors. A template's
/// restrictions over its whole space (100,000 configurations × 32 restrictions) take well
/// under a second this way; evaluateExpression() parses the text at every call.
/// Not thread-safe: one evaluator per thread.
class CompiledExpressions {
public:
    /// Throws std::invalid_argument naming the expression (its index and quoted text) that
    /// is malformed, uses a name outside `names`, or is refused by checkExpressionText.
    CompiledExpressions(const std::vector<std::string>& expressions, const std::vector<std::string>& names);
    ~CompiledExpressions();
    CompiledExpressions(const CompiledExpressions&) = delete;
    CompiledExpressions& operator=(const CompiledExpressions&) = delete;

    /// Whether every expression is non-zero (and finite) at `values` (one per name, in the
    /// order of the constructor's names).
    bool allTrue(const std::vector<double>& values);
    std::size_t size() const { return parsers_.size(); }

private:
    struct Parser;
    std::vector<double> values_; ///< the variables muparser reads through pointers
    std::vector<std::unique_ptr<Parser>> parsers_;
};

} // namespace augur
