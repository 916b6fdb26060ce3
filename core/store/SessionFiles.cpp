#include "core/store/SessionFiles.h"

#include "core/base/InputError.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

namespace fs = std::filesystem;

namespace augur {

namespace {

std::string folderOf(const std::string& path) {
    std::error_code ec;
    fs::path abs = fs::absolute(path, ec);
    if (ec) abs = path;
    const fs::path parent = abs.parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

/// errno as the words a user looks for: "permission denied", "read-only file system".
std::string errnoText(int err) {
    std::string s = std::strerror(err);
    if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

/// Runs a statement that reads the schema; SQLite opens files lazily, so this is where an
/// unreadable file or a journal that cannot be created shows.
int probe(sqlite3* db) { return sqlite3_exec(db, "SELECT count(*) FROM sqlite_schema", nullptr, nullptr, nullptr); }

bool cannotOpen(int rc) {
    const int primary = rc & 0xff;
    return primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY || primary == SQLITE_PERM || primary == SQLITE_AUTH;
}

sqlite3* openRaw(const std::string& name, int flags, int& rc) {
    sqlite3* db = nullptr;
    rc = sqlite3_open_v2(name.c_str(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        sqlite3_close(db);
        return nullptr;
    }
    sqlite3_busy_timeout(db, 5000);
    rc = probe(db);
    return db;
}

} // namespace

void createNewSessionFile(const std::string& path, const std::string& field) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd >= 0) {
        ::close(fd);
        return;
    }
    const int err = errno;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        std::error_code readEc, statEc;
        const fs::path target = fs::read_symlink(path, readEc);
        const bool dangling = !fs::exists(fs::status(path, statEc));
        throw InputError(path, field,
                         "is a symbolic link" + (readEc ? std::string() : " to " + target.string()) +
                             (dangling ? ", which does not exist" : "") +
                             ": a new session file is never created through a link; name a new path in a real "
                             "folder");
    }
    if (err == EEXIST) throw InputError(path, field, "file exists; use 'resume' or choose another path");
    const std::string folder = folderOf(path);
    if (err == ENOENT) throw InputError(path, field, "cannot be created: the folder " + folder + " does not exist");
    if (err == EACCES || err == EPERM || err == EROFS)
        throw InputError(path, field,
                         "cannot be created: the folder " + folder + " is not writable (" + errnoText(err) + ")");
    throw InputError(path, field, "cannot be created (" + errnoText(err) + ")");
}

void removeSessionFiles(const std::string& path) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix, ec);
}

bool sessionFolderWritable(const std::string& path) { return ::access(folderOf(path).c_str(), W_OK) == 0; }

std::string sqliteUri(const std::string& path, const std::string& query) {
    std::error_code ec;
    fs::path abs = fs::absolute(path, ec);
    if (ec) abs = path;
    std::string uri = "file:";
    for (unsigned char c : abs.string()) {
        if (c == '%' || c == '?' || c == '#' || c < 0x20 || c == 0x7f) {
            static const char* hex = "0123456789ABCDEF";
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    if (!query.empty()) uri += "?" + query;
    return uri;
}

SessionReadHandle::SessionReadHandle(const std::string& path, bool readOnly) {
    if (::access(path.c_str(), R_OK) != 0)
        throw InputError(path, "session", "cannot be read (" + errnoText(errno) + ")");
    std::error_code ec;
    const std::string wal = path + "-wal";
    const bool walHasRows = fs::exists(wal, ec) && fs::file_size(wal, ec) > 0 && !ec;
    int rc = SQLITE_OK;
    const std::string immutable = sqliteUri(path, "mode=ro&immutable=1");
    if (readOnly && !walHasRows) {
        // Nothing in a -wal: the file alone holds the session, and immutable reads it without
        // creating anything beside it.
        uri_ = immutable;
        db_ = openRaw(uri_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, rc);
        if (db_) {
            mode_ = "immutable";
            return;
        }
    }
    uri_ = sqliteUri(path, "mode=ro");
    const bool writable = !readOnly && ::access(path.c_str(), W_OK) == 0 && sessionFolderWritable(path);
    db_ = writable ? openRaw(sqliteUri(path, "mode=rw"), SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI, rc)
                   : openRaw(uri_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, rc);
    // Open, or a damaged or foreign file (the caller's checks say what it is).
    if (db_ && (rc == SQLITE_OK || !cannotOpen(rc))) {
        mode_ = "direct";
        return;
    }
    const std::string why = db_ ? sqlite3_errmsg(db_) : "cannot open";
    sqlite3_close(db_);
    db_ = nullptr;
    if (sessionFolderWritable(path)) throw InputError(path, "session", "cannot be read (" + why + ")");
    // A folder this process cannot write to (a read-only mount, a folder of another user):
    // SQLite cannot create the -shm it needs for a WAL-mode file there.
    if (!walHasRows) {
        uri_ = immutable;
        db_ = openRaw(uri_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, rc);
        if (db_) {
            mode_ = "immutable";
            return;
        }
    } else {
        // The committed rows still in the -wal: read a private copy of both files.
        std::string pattern = (fs::temp_directory_path(ec) / "augur-read-XXXXXX").string();
        if (ec) pattern = "/tmp/augur-read-XXXXXX";
        if (::mkdtemp(pattern.data())) {
            snapshot_ = pattern;
            const std::string copy = snapshot_ + "/session.augur";
            std::error_code c1, c2;
            fs::copy_file(path, copy, c1);
            fs::copy_file(wal, copy + "-wal", c2);
            if (!c1 && !c2) {
                uri_ = sqliteUri(copy, "");
                db_ = openRaw(uri_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI, rc);
                if (db_) {
                    mode_ = "snapshot";
                    return;
                }
            }
            removeSnapshot(snapshot_);
            snapshot_.clear();
            if (c1 || c2)
                throw InputError(path, "session",
                                 "the folder is read-only and the file's -wal could not be copied to a temporary "
                                 "folder (" +
                                     (c1 ? c1 : c2).message() + ")");
        }
    }
    throw InputError(path, "session", "cannot be read in a read-only folder (" + why + ")");
}

SessionReadHandle::~SessionReadHandle() {
    sqlite3_close(db_);
    removeSnapshot(snapshot_);
}

sqlite3* SessionReadHandle::release(std::string& snapshotDir) {
    sqlite3* db = db_;
    db_ = nullptr;
    snapshotDir = std::move(snapshot_);
    snapshot_.clear();
    return db;
}

void removeSnapshot(const std::string& dir) {
    if (dir.empty()) return;
    std::error_code ec;
    fs::remove_all(dir, ec);
}

} // namespace augur
