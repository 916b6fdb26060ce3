#include "gpu/protocol/WorkerProtocol.h"

#include <cstdlib>

#include <unistd.h>

namespace augur::gpu {

namespace {

using nlohmann::json;

std::string dumpLine(const json& j) {
    // Control characters in strings are escaped, so the text never contains a raw newline.
    std::string line = j.dump(-1, ' ', false, json::error_handler_t::replace);
    line.push_back('\n');
    return line;
}

std::string_view stripNewline(std::string_view line) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    return line;
}

std::string workerPrefix(int worker) { return "worker " + std::to_string(worker) + ": "; }

json parseOrThrow(std::string_view line, const std::string& what) {
    try {
        return json::parse(stripNewline(line));
    } catch (const json::exception& e) { // parse_error, and out_of_range for a number that overflows
        throw ProtocolError(what + " is not JSON: " + e.what() + "; line: '" + excerpt(stripNewline(line)) + "'");
    }
}

} // namespace

const char* toString(JobOutcome outcome) {
    switch (outcome) {
    case JobOutcome::Reply: return "reply";
    case JobOutcome::Timeout: return "timeout";
    case JobOutcome::Crash: return "crash";
    case JobOutcome::ProtocolError: return "protocol-error";
    case JobOutcome::Cancelled: return "cancelled";
    case JobOutcome::Unavailable: return "unavailable";
    case JobOutcome::BadRequest: return "bad-request";
    case JobOutcome::Lost: return "lost";
    }
    return "unknown";
}

const nlohmann::json& JobResult::result() const {
    static const nlohmann::json null;
    if (kind != JobOutcome::Reply || !reply.is_object()) return null;
    auto it = reply.find("result");
    return it == reply.end() ? null : *it;
}

std::string encodeRequest(const nlohmann::json& request) {
    if (!request.is_object()) throw ProtocolError("request: not a JSON object: " + excerpt(request.dump()));
    auto id = request.find("id");
    if (id == request.end() || !id->is_number_integer()) throw ProtocolError("request: no integer \"id\"");
    auto op = request.find("op");
    if (op == request.end() || !op->is_string()) throw ProtocolError("request: no string \"op\"");
    return dumpLine(request);
}

nlohmann::json decodeReply(std::string_view line, int worker, std::int64_t expectedId) {
    const std::string prefix = workerPrefix(worker);
    json reply = parseOrThrow(line, prefix + "reply");
    if (!reply.is_object())
        throw ProtocolError(prefix + "reply is not a JSON object: '" + excerpt(stripNewline(line)) + "'");
    auto id = reply.find("id");
    if (id == reply.end() || !id->is_number_integer())
        throw ProtocolError(prefix + "reply has no integer \"id\": '" + excerpt(stripNewline(line)) + "'");
    if (id->get<std::int64_t>() != expectedId)
        throw ProtocolError(prefix + "reply has id " + std::to_string(id->get<std::int64_t>()) + ", expected " +
                            std::to_string(expectedId));
    if (!reply.contains("result") && !reply.contains("error"))
        throw ProtocolError(prefix + "reply " + std::to_string(expectedId) + " has neither \"result\" nor \"error\"");
    auto fatal = reply.find("fatal");
    if (fatal != reply.end() && !fatal->is_boolean())
        throw ProtocolError(prefix + "reply " + std::to_string(expectedId) + " has a non-boolean \"fatal\"");
    return reply;
}

nlohmann::json decodeHello(std::string_view line, int worker) {
    const std::string prefix = workerPrefix(worker);
    json hello = parseOrThrow(line, prefix + "hello");
    if (!hello.is_object() || !hello.contains("hello") || !hello["hello"].is_object())
        throw ProtocolError(prefix + "first line is not a hello object: '" + excerpt(stripNewline(line)) + "'");
    return hello["hello"];
}

std::string replyErrorMessage(const nlohmann::json& reply) {
    if (!reply.is_object()) return {};
    auto it = reply.find("error");
    if (it == reply.end() || it->is_null()) return {};
    if (it->is_string()) return it->get<std::string>();
    if (it->is_object() && it->contains("message") && (*it)["message"].is_string())
        return (*it)["message"].get<std::string>();
    return it->dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string encodeHello(const nlohmann::json& info) { return dumpLine(json{{"hello", info}}); }

json hostJson() {
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0) name[0] = '\0';
    json host{{"node", std::string(name)}};
    // Set by slurmstepd in every task of a step (SLURMD_NODENAME is the node's Slurm name,
    // which may differ from its hostname).
    for (const auto& [key, var] :
         {std::pair{"slurm_job_id", "SLURM_JOB_ID"}, std::pair{"slurm_step_id", "SLURM_STEP_ID"},
          std::pair{"slurm_node", "SLURMD_NODENAME"}})
        if (const char* v = std::getenv(var); v && *v) host[key] = excerpt(v, 64);
    return host;
}

std::string encodeResult(std::int64_t id, const nlohmann::json& result, bool fatal) {
    json reply{{"id", id}, {"result", result}};
    if (fatal) reply["fatal"] = true;
    return dumpLine(reply);
}

std::string encodeError(std::int64_t id, std::string_view message, bool fatal) {
    json reply{{"id", id}, {"error", std::string(message)}};
    if (fatal) reply["fatal"] = true;
    return dumpLine(reply);
}

nlohmann::json decodeRequest(std::string_view line) {
    json request = parseOrThrow(line, "request");
    if (!request.is_object()) throw ProtocolError("request is not a JSON object");
    if (!request.contains("id") || !request["id"].is_number_integer()) throw ProtocolError("request has no integer id");
    if (!request.contains("op") || !request["op"].is_string()) throw ProtocolError("request has no string op");
    return request;
}

std::string excerpt(std::string_view text, std::size_t maxBytes) {
    bool cut = false;
    if (text.size() > maxBytes) {
        std::size_t n = maxBytes;
        // Back off to a UTF-8 character boundary (never cut inside a multi-byte sequence).
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
        text = text.substr(0, n);
        cut = true;
    }
    std::string out(text);
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t') c = ' ';
    if (cut) out += "...";
    return out;
}

} // namespace augur::gpu
