#include "core/base/FileDigest.h"

#include "core/base/InputError.h"

#include <openssl/evp.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <vector>

namespace augur {

std::string sha256OfFile(const std::string& path, std::uintmax_t maxBytes) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw InputError(path, "file", "is missing or not a regular file (a directory, device or FIFO)");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) throw InputError(path, "file", "cannot read its size");
    if (size > maxBytes) throw InputError(path, "file", "is larger than " + std::to_string(maxBytes >> 20) + " MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, "file", "cannot open for reading");
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
        throw InputError(path, "file", "SHA-256 is not available (OpenSSL)");
    std::vector<char> block(1u << 20);
    std::uintmax_t total = 0;
    while (in) {
        in.read(block.data(), static_cast<std::streamsize>(block.size()));
        const auto n = static_cast<std::size_t>(in.gcount());
        total += n;
        if (total > maxBytes) throw InputError(path, "file", "grew past " + std::to_string(maxBytes >> 20) + " MiB");
        if (n && EVP_DigestUpdate(ctx.get(), block.data(), n) != 1)
            throw InputError(path, "file", "SHA-256 failed (OpenSSL)");
    }
    if (in.bad()) throw InputError(path, "file", "read error");
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1) throw InputError(path, "file", "SHA-256 failed (OpenSSL)");
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < length; ++i) {
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 15];
    }
    return out;
}

} // namespace augur
