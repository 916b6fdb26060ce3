#pragma once
#include <string>
#include <vector>

namespace augur {

/// One #include (or #include_next, #import, __has_include) of a CUDA C++ source.
struct IncludeDirective {
    int line = 0; ///< 1-based line of the directive in the source
    std::string spelled; ///< as written, e.g. "<cuda_fp16.h>" or "MACRO" (for messages)
    std::string name; ///< the header name between the delimiters; empty when computed
    bool angled = false; ///< <name> rather than "name"
    bool computed = false; ///< a macro that expands to the name: cannot be checked before preprocessing
    bool hasInclude = false; ///< __has_include(...) rather than a directive
    std::string directive = "include"; ///< "include", "include_next" or "import"
};

/// Finds every include of `source` as the preprocessor will see it: line splices joined,
/// comments and string literals skipped, "#" and the "%:" digraph both recognised. Never
/// throws; bounded by the source's length.
std::vector<IncludeDirective> scanIncludes(const std::string& source);

} // namespace augur
