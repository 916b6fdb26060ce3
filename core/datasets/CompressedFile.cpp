#include "core/datasets/CompressedFile.h"

#include "core/base/InputError.h"

#include <filesystem>
#include <fstream>
#include <iterator>

#include <zlib.h>

namespace augur {

std::string readMaybeGzip(const std::string& path) {
    // A regular file of bounded size, inflated to a bounded size: /dev/zero, a FIFO or a
    // gzip bomb ends with an error, not with all the memory there is.
    constexpr std::size_t kMaxFileBytes = 256u << 20, kMaxInflatedBytes = 256u << 20;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) throw InputError(path, "file", "cannot open for reading: no such file");
    if (!std::filesystem::is_regular_file(path, ec))
        throw InputError(path, "file", "is not a regular file (a directory, device or FIFO)");
    if (std::filesystem::file_size(path, ec) > kMaxFileBytes) throw InputError(path, "file", "is larger than 256 MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, "file", "cannot open for reading");
    std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const bool gz =
        raw.size() >= 2 && static_cast<unsigned char>(raw[0]) == 0x1f && static_cast<unsigned char>(raw[1]) == 0x8b;
    if (!gz) return raw;

    z_stream zs{};
    // 16 + MAX_WBITS: expect a gzip header and trailer.
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) throw InputError(path, "gzip", "zlib initialisation failed");
    zs.next_in = reinterpret_cast<Bytef*>(raw.data());
    zs.avail_in = static_cast<uInt>(raw.size());
    std::string out;
    char buf[1 << 16];
    int rc = Z_OK;
    do {
        zs.next_out = reinterpret_cast<Bytef*>(buf);
        zs.avail_out = sizeof buf;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            std::string msg = zs.msg ? zs.msg : "inflate error";
            inflateEnd(&zs);
            if (rc == Z_BUF_ERROR) msg = "truncated gzip stream";
            throw InputError(path, "gzip", msg);
        }
        out.append(buf, sizeof buf - zs.avail_out);
        if (out.size() > kMaxInflatedBytes) {
            inflateEnd(&zs);
            throw InputError(path, "gzip", "inflates to more than 256 MiB: not a dataset");
        }
    } while (rc != Z_STREAM_END);
    inflateEnd(&zs);
    return out;
}

} // namespace augur
