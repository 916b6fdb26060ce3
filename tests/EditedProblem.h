#pragma once
// A shipped problem with its problem.json edited in memory, for suites that try a field
// broken or at other sizes without writing files.
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemLoader.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace augur::test {

/// The problem in `folder` with `edit` applied to its problem.json (without "shares"),
/// read by ProblemLoader::fromDocument under the name `file`; the sources are those of the
/// problem as shipped, and so are its hand-written candidates. Throws InputError as
/// loading does.
inline Problem editedProblem(const std::string& folder, const std::function<void(nlohmann::json&)>& edit,
                             const std::string& file = "problem.json") {
    const Problem base = ProblemLoader::load(folder);
    nlohmann::json doc = problemjson::readJsonFile(folder + "/problem.json");
    doc.erase("shares");
    edit(doc);
    auto sources = [&](const std::string& name, const std::string&) {
        return name == "reference.cu" ? base.referenceSource
            : name == "template.cu"   ? base.tunableSource
                                      : base.precisionSource;
    };
    Problem p = ProblemLoader::fromDocument(doc, file, sources, folder);
    p.handCandidates = base.handCandidates;
    return p;
}

} // namespace augur::test
