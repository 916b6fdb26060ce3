#include "core/store/BundleArchive.h"

#include "core/base/InputError.h"

#include <archive.h>
#include <archive_entry.h>

#include <ctime>
#include <memory>
#include <set>

namespace augur {

namespace {

struct WriterDeleter {
    void operator()(archive* a) const { archive_write_free(a); }
};
struct ReaderDeleter {
    void operator()(archive* a) const { archive_read_free(a); }
};
struct EntryDeleter {
    void operator()(archive_entry* e) const { archive_entry_free(e); }
};

std::string why(archive* a) {
    const char* s = archive_error_string(a);
    return s ? s : "libarchive error";
}

/// A relative name with no empty, "." or ".." component.
bool safeName(const std::string& name) {
    if (name.empty() || name.front() == '/' || name.size() > 1024) return false;
    std::size_t from = 0;
    while (from <= name.size()) {
        const std::size_t slash = name.find('/', from);
        const std::string part = name.substr(from, slash == std::string::npos ? std::string::npos : slash - from);
        if (part.empty() || part == "." || part == "..") return false;
        if (slash == std::string::npos) break;
        from = slash + 1;
    }
    return true;
}

/// Records `name` among the entries read, refusing one that repeats an entry, lies deeper
/// than the limit, makes the folders too many, or is a file where another entry has a
/// folder (or the reverse): unpacking either would fail half-way, or make a tree of
/// hundreds of thousands of folders out of a small archive.
void checkPlace(const std::string& name, const BundleLimits& limits, std::set<std::string>& files,
                std::set<std::string>& folders, const std::string& path, const std::string& field) {
    if (files.count(name)) throw InputError(path, field, "appears twice");
    if (folders.count(name)) throw InputError(path, field, "is a file, and a folder of another entry");
    std::size_t depth = 0;
    for (std::size_t slash = name.find('/'); slash != std::string::npos; slash = name.find('/', slash + 1)) {
        if (++depth > limits.maxDepth)
            throw InputError(path, field, "lies more than " + std::to_string(limits.maxDepth) + " folders deep");
        const std::string folder = name.substr(0, slash);
        if (files.count(folder))
            throw InputError(path, field, "lies in " + folder.substr(0, 200) + ", which is a file");
        if (folders.insert(folder).second && folders.size() > limits.maxFolders)
            throw InputError(path, "(file)", "more than " + std::to_string(limits.maxFolders) + " folders");
    }
    files.insert(name);
}

} // namespace

void BundleArchive::write(const std::string& path, const std::vector<BundleEntry>& entries) {
    std::unique_ptr<archive, WriterDeleter> a(archive_write_new());
    archive_write_add_filter_gzip(a.get());
    archive_write_set_format_pax_restricted(a.get());
    if (archive_write_open_filename(a.get(), path.c_str()) != ARCHIVE_OK)
        throw InputError(path, "--out", "cannot be written (" + why(a.get()) + ")");
    const std::time_t now = std::time(nullptr);
    for (const BundleEntry& e : entries) {
        std::unique_ptr<archive_entry, EntryDeleter> entry(archive_entry_new());
        archive_entry_set_pathname(entry.get(), e.name.c_str());
        archive_entry_set_size(entry.get(), static_cast<la_int64_t>(e.bytes.size()));
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_mtime(entry.get(), now, 0);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK ||
            archive_write_data(a.get(), e.bytes.data(), e.bytes.size()) != static_cast<la_ssize_t>(e.bytes.size()))
            throw InputError(path, "--out", "writing " + e.name + " failed (" + why(a.get()) + ")");
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        throw InputError(path, "--out", "cannot be completed (" + why(a.get()) + ")");
}

std::vector<BundleEntry> BundleArchive::read(const std::string& path, const BundleLimits& limits) {
    std::unique_ptr<archive, ReaderDeleter> a(archive_read_new());
    archive_read_support_filter_gzip(a.get());
    archive_read_support_format_tar(a.get());
    if (archive_read_open_filename(a.get(), path.c_str(), 64 * 1024) != ARCHIVE_OK)
        throw InputError(path, "(file)", "not a readable .tar.gz bundle (" + why(a.get()) + ")");
    std::vector<BundleEntry> out;
    std::set<std::string> files, folders; // the names read so far, and the folders they imply
    std::uint64_t total = 0;
    archive_entry* entry = nullptr;
    for (;;) {
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF) break;
        if (r != ARCHIVE_OK) throw InputError(path, "(file)", "not a readable .tar.gz bundle (" + why(a.get()) + ")");
        const char* raw = archive_entry_pathname(entry);
        const std::string name = raw ? raw : "";
        const std::string field = "entry " + name.substr(0, 200);
        if (archive_entry_filetype(entry) != AE_IFREG)
            throw InputError(path, field, "not a regular file (links and devices are refused)");
        if (!safeName(name)) throw InputError(path, field, "an absolute name or one that leaves the bundle");
        if (out.size() >= limits.maxEntries)
            throw InputError(path, "(file)", "more than " + std::to_string(limits.maxEntries) + " entries");
        checkPlace(name, limits, files, folders, path, field);
        const la_int64_t size = archive_entry_size(entry);
        if (size < 0 || std::uint64_t(size) > limits.maxEntryBytes)
            throw InputError(path, field, "larger than " + std::to_string(limits.maxEntryBytes >> 20) + " MiB");
        total += std::uint64_t(size);
        if (total > limits.maxTotalBytes)
            throw InputError(path, "(file)", "over " + std::to_string(limits.maxTotalBytes >> 20) + " MiB unpacked");
        BundleEntry e{name, std::string(std::size_t(size), '\0')};
        if (size > 0 && archive_read_data(a.get(), e.bytes.data(), e.bytes.size()) != size)
            throw InputError(path, field, "truncated (" + why(a.get()) + ")");
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace augur
