#include "core/base/ConfinedFile.h"

#include "core/base/InputError.h"

#include <fstream>
#include <system_error>

namespace augur {

namespace fs = std::filesystem;

bool insideFolder(const fs::path& folder, const fs::path& path) {
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(folder.empty() ? fs::path(".") : folder, ec);
    if (ec) return false;
    const fs::path real = fs::weakly_canonical(path, ec);
    if (ec) return false;
    // Component-wise prefix: "/p/abc" is not inside "/p/ab".
    auto r = root.begin(), p = real.begin();
    for (; r != root.end(); ++r, ++p) {
        if (r->empty()) continue; // a trailing separator
        if (p == real.end() || *r != *p) return false;
    }
    return true;
}

std::string readRegularFile(const fs::path& path, std::size_t maxBytes, const std::string& field) {
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st)) throw InputError(path.string(), field, "cannot be read: no such file");
    if (!fs::is_regular_file(st))
        throw InputError(path.string(), field,
                         fs::is_directory(st) ? "is a directory, not a file"
                                              : "is not a regular file (a device, FIFO or socket)");
    const auto size = fs::file_size(path, ec);
    if (ec) throw InputError(path.string(), field, "cannot be read: " + ec.message());
    if (size > maxBytes)
        throw InputError(path.string(), field,
                         "is " + std::to_string(size) + " bytes; at most " + std::to_string(maxBytes) + " are read");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path.string(), field, "cannot be opened");
    std::string text(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    // A file that grows while it is read is cut at the size checked above.
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

std::string readConfinedFile(const fs::path& folder, const std::string& name, std::size_t maxBytes,
                             const std::string& referrer, const std::string& field) {
    if (name.empty()) throw InputError(referrer, field, "is empty");
    if (name.find('\0') != std::string::npos) throw InputError(referrer, field, "holds a NUL character");
    const fs::path rel(name);
    if (rel.is_absolute() || rel.has_root_name() || rel.has_root_directory())
        throw InputError(referrer, field,
                         "'" + name + "' is an absolute path; files are named relative to the folder of " + referrer);
    for (const auto& part : rel)
        if (part == "..")
            throw InputError(referrer, field, "'" + name + "' leaves the folder of " + referrer + " (\"..\")");
    const fs::path full = folder / rel;
    if (!insideFolder(folder, full))
        throw InputError(referrer, field,
                         "'" + name + "' leads outside the folder of " + referrer + " (a symbolic link out)");
    try {
        return readRegularFile(full, maxBytes, field);
    } catch (const InputError& e) {
        throw InputError(referrer, field, "'" + name + "' " + e.reason());
    }
}

} // namespace augur
