#pragma once
// The files of a problem folder on disk: its sources and hand-written candidates, and
// those of the sibling problem folder it shares files with ("shares" in problem.json,
// docs/problem-format.md "Sharing files with another problem").
#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <optional>
#include <string>

namespace augur {

/// Where a problem's files are read from. Every read stays confined: a file of the
/// problem's own folder is read from inside it, a shared file from inside the shared
/// folder, with the checks of readConfinedFile (core/base/ConfinedFile.h).
class ProblemFiles {
public:
    /// The files of `folder` (the folder holding problem.json), sharing nothing yet.
    explicit ProblemFiles(std::filesystem::path folder);

    /// Reads the document's optional "shares" field: exactly "../NAME", NAME a problem
    /// name ([a-z0-9_]+), naming a folder beside this problem's one that holds a
    /// problem.json, other than this problem's own. Both folders are resolved with every
    /// symbolic link followed, so a sibling that is a link leading elsewhere is refused.
    /// Throws InputError(file, "shares", reason) for anything else; reads no file.
    void share(const nlohmann::json& document, const std::string& file);
    /// The shared folder, resolved (unset: the problem shares nothing).
    const std::optional<std::filesystem::path>& sharedFolder() const { return shared_; }

    /// Reads source `name` that field `field` of `file` names: from the problem's own
    /// folder, or, when that folder has no entry by the name and files are shared, from
    /// the shared folder. Throws InputError(file, field, reason) as readConfinedFile does;
    /// an entry of the own folder that is refused (a link out) is never replaced by the
    /// shared file.
    std::string readSource(const std::string& name, const std::string& file, const std::string& field) const;

    /// The folder whose candidates/ holds the problem's hand-written candidates: the own
    /// folder when it has a candidates/ folder, else the shared folder when it has one;
    /// unset when there are none.
    std::optional<std::filesystem::path> candidateFolder() const;

private:
    std::filesystem::path folder_;
    std::optional<std::filesystem::path> shared_;
};

} // namespace augur
