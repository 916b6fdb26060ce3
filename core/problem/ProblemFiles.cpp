#include "core/problem/ProblemFiles.h"

#include "core/base/ConfinedFile.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <system_error>

namespace augur {

namespace fs = std::filesystem;

namespace {

/// A plain relative name without ".." (what readConfinedFile would accept): only such a
/// name is looked up in the own folder before the shared one, so a hostile name is
/// refused by the own folder's check and never probed elsewhere.
bool plainRelative(const std::string& name) {
    const fs::path p(name);
    if (name.empty() || !p.is_relative()) return false;
    return std::none_of(p.begin(), p.end(), [](const fs::path& part) { return part == ".."; });
}

/// True unless `folder` certainly has no entry `name`: a link counts, followed or not, and
/// so does an entry that cannot be examined (the own folder's read then refuses it).
bool hasEntry(const fs::path& folder, const std::string& name) {
    std::error_code ec;
    return fs::symlink_status(folder / name, ec).type() != fs::file_type::not_found;
}

} // namespace

ProblemFiles::ProblemFiles(fs::path folder) : folder_(std::move(folder)) {}

void ProblemFiles::share(const nlohmann::json& document, const std::string& file) {
    if (!document.is_object() || !document.contains("shares")) return;
    const nlohmann::json& field = document["shares"];
    if (!field.is_string()) throw InputError(file, "shares", "must be a string, \"../NAME\"");
    const std::string text = field.get<std::string>();
    const std::string name = text.rfind("../", 0) == 0 ? text.substr(3) : std::string();
    if (!problemjson::isProblemName(name))
        throw InputError(file, "shares", "must be \"../NAME\", a problem folder beside this one (NAME as [a-z0-9_]+)");
    std::error_code ec;
    const fs::path own = fs::canonical(folder_.empty() ? fs::path(".") : folder_, ec);
    if (ec) throw InputError(file, "shares", "the problem's own folder cannot be resolved");
    const fs::path target = fs::canonical(own.parent_path() / name, ec);
    if (ec || !fs::is_directory(target))
        throw InputError(file, "shares", "no problem folder '" + name + "' beside this one");
    if (target.parent_path() != own.parent_path())
        throw InputError(file, "shares", "'" + name + "' leads outside the folder of problems (a symbolic link out)");
    if (target == own) throw InputError(file, "shares", "names this problem's own folder");
    if (!fs::is_regular_file(target / "problem.json", ec))
        throw InputError(file, "shares", "'" + name + "' is not a problem folder (no problem.json)");
    shared_ = target;
}

std::string ProblemFiles::readSource(const std::string& name, const std::string& file, const std::string& field) const {
    if (shared_ && plainRelative(name) && !hasEntry(folder_, name))
        return readConfinedFile(*shared_, name, kMaxSourceBytes, file, field);
    return readConfinedFile(folder_, name, kMaxSourceBytes, file, field);
}

std::optional<fs::path> ProblemFiles::candidateFolder() const {
    if (!folder_.empty() && fs::is_directory(folder_ / "candidates")) return folder_;
    if (shared_ && fs::is_directory(*shared_ / "candidates")) return shared_;
    return std::nullopt;
}

} // namespace augur
