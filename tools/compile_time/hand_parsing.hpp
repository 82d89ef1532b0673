// Helpers of the {fmt} baseline of the compile-time comparison: what a hand-written key module
// would share across layouts (splitting into fields for fmt, parsing with std::from_chars).
// generate.py pastes this text into fmt_layouts.cpp.
#pragma once

struct int64_parts {
  char head;
  std::uint64_t tail;
};
// keyplate's int64 wire form: 20 digits, or '-' and the 19 digits of v - INT64_MIN.
inline int64_parts split_int64(std::int64_t v) {
  const auto bits = static_cast<std::uint64_t>(v);
  if (v >= 0) return {'0', bits};
  return {'-', bits - (std::uint64_t{1} << 63)};
}

struct date_parts {
  int y;
  unsigned m, d;
};
inline date_parts split_date(std::chrono::year_month_day v) {
  return {static_cast<int>(v.year()), static_cast<unsigned>(v.month()),
          static_cast<unsigned>(v.day())};
}

struct time_parts {
  int y;
  unsigned m, d;
  long hh, mm, ss, sub;
};
template <class D>
time_parts split_time(std::chrono::sys_time<D> t) {
  using namespace std::chrono;
  const auto day = floor<days>(t);
  const year_month_day ymd{day};
  const hh_mm_ss<seconds> hms{floor<seconds>(t) - day};
  const auto sub = duration_cast<milliseconds>(t - floor<seconds>(t)).count();
  return {static_cast<int>(ymd.year()),
          static_cast<unsigned>(ymd.month()),
          static_cast<unsigned>(ymd.day()),
          static_cast<long>(hms.hours().count()),
          static_cast<long>(hms.minutes().count()),
          static_cast<long>(hms.seconds().count()),
          static_cast<long>(sub)};
}

// Splits `key` at '#' into exactly `count` parts.
inline bool split(std::string_view key, std::string_view* part, std::size_t count) {
  std::size_t n = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= key.size(); ++i) {
    if (i == key.size() || key[i] == '#') {
      if (n == count) return false;
      part[n++] = key.substr(start, i - start);
      start = i + 1;
    }
  }
  return n == count;
}

inline bool all_digits(std::string_view s) {
  for (const char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return !s.empty();
}

template <class T>
bool number(std::string_view s, T& out) {
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc{} && end == s.data() + s.size();
}

inline bool parse_string(std::string_view s, std::size_t max, std::string_view& out) {
  if (s.size() > max) return false;
  out = s;
  return true;
}

inline bool parse_uint(std::string_view s, std::size_t width, std::uint64_t& out) {
  return s.size() == width && all_digits(s) && number(s, out);
}

inline bool parse_int64(std::string_view s, std::int64_t& out) {
  if (s.size() != 20) return false;
  if (s[0] != '-') return all_digits(s) && number(s, out);
  std::uint64_t tail = 0;
  const std::uint64_t min_magnitude = std::uint64_t{1} << 63;
  if (!all_digits(s.substr(1)) || !number(s.substr(1), tail) || tail >= min_magnitude) {
    return false;
  }
  out = static_cast<std::int64_t>(tail - min_magnitude);
  return true;
}

inline bool parse_ulid(std::string_view s, std::string_view& out) {
  constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  if (s.size() != 26 || s[0] > '7') return false;
  for (const char c : s) {
    if (alphabet.find(c) == std::string_view::npos) return false;
  }
  out = s;
  return true;
}

inline bool parse_uuid(std::string_view s, std::string_view& out) {
  if (s.size() != 36) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? c != '-' : !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  out = s;
  return true;
}

inline bool parse_ymd(std::string_view s, std::chrono::year_month_day& out) {
  int y = 0;
  unsigned m = 0;
  unsigned d = 0;
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  if (!all_digits(s.substr(0, 4)) || !all_digits(s.substr(5, 2)) || !all_digits(s.substr(8, 2))) {
    return false;
  }
  if (!number(s.substr(0, 4), y) || !number(s.substr(5, 2), m) || !number(s.substr(8, 2), d)) {
    return false;
  }
  out = std::chrono::year{y} / std::chrono::month{m} / std::chrono::day{d};
  return out.ok();
}

inline bool parse_date(std::string_view s, std::chrono::year_month_day& out) {
  return parse_ymd(s, out);
}

// YYYY-MM-DDTHH:MM:SSZ, or with .mmm before the Z.
template <class D>
bool parse_time(std::string_view s, bool millis, std::chrono::sys_time<D>& out) {
  using namespace std::chrono;
  year_month_day ymd{};
  int hh = 0;
  int mm = 0;
  int ss = 0;
  int ms = 0;
  if (s.size() != (millis ? 24u : 20u) || s[10] != 'T' || s[13] != ':' || s[16] != ':' ||
      s.back() != 'Z' || !parse_ymd(s.substr(0, 10), ymd)) {
    return false;
  }
  if (!all_digits(s.substr(11, 2)) || !all_digits(s.substr(14, 2)) ||
      !all_digits(s.substr(17, 2)) || !number(s.substr(11, 2), hh) ||
      !number(s.substr(14, 2), mm) || !number(s.substr(17, 2), ss) || hh > 23 || mm > 59 ||
      ss > 59) {
    return false;
  }
  if (millis && (s[19] != '.' || !all_digits(s.substr(20, 3)) || !number(s.substr(20, 3), ms))) {
    return false;
  }
  out =
      time_point_cast<D>(sys_days{ymd} + hours{hh} + minutes{mm} + seconds{ss} + milliseconds{ms});
  return true;
}
