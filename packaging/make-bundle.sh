#!/usr/bin/env bash
# Makes the self-contained bundle augur-<version>-<arch>.tar.gz from a Release build (see
# release-build.sh): one folder with AppRun, bin/, libexec/augur/, share/augur/, the Qt
# plugins and every shared library the programs need except the C library's own and the
# GPU driver's. It runs on other Linux distributions with glibc at least as new as this
# one's. docs/packaging.md describes the layout.
# usage: packaging/make-bundle.sh [OUTPUT_FOLDER]   (default: the build folder)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$("$here/release-build.sh")
out=$(mkdir -p "${1:-$build}" && cd "${1:-$build}" && pwd)

version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
arch=$(uname -m)
name=augur-$version-$arch
work=$build/bundle
dest=$work/$name
rm -rf "$work"
mkdir -p "$work"
: >"$work/sources" # files copied from the system, for their licences
cmake --install "$build" --prefix "$dest" --strip >/dev/null
rm -rf "$dest/share/man" # the bundle has no man path; --help says the same

# --- Qt plugins and translations -------------------------------------------------------
qtplugins=$(qtpaths6 --query QT_INSTALL_PLUGINS)
qttranslations=$(qtpaths6 --query QT_INSTALL_TRANSLATIONS)
# xcb for X11 (and Wayland through XWayland), offscreen and minimal for headless use
# (screenshots); SVG and the common raster formats (PNG is built into Qt); the compose
# input context for dead keys. The widgets draw without OpenGL, so no xcbglintegrations.
plugins=(platforms/libqxcb.so platforms/libqoffscreen.so platforms/libqminimal.so
         imageformats/libqsvg.so imageformats/libqjpeg.so imageformats/libqgif.so imageformats/libqico.so
         iconengines/libqsvgicon.so platforminputcontexts/libcomposeplatforminputcontextplugin.so)
if [ -d "$build/app/gui" ] || [ -x "$dest/bin/augur" ]; then
  for p in "${plugins[@]}"; do
    if [ -f "$qtplugins/$p" ]; then
      mkdir -p "$dest/plugins/$(dirname "$p")"
      cp "$qtplugins/$p" "$dest/plugins/$p"
      realpath "$qtplugins/$p" >>"$work/sources"
    else
      echo "make-bundle: note: no $qtplugins/$p (skipped)" >&2
    fi
  done
  cat >"$dest/bin/qt.conf" <<'CONF'
[Paths]
Prefix = ..
Plugins = plugins
Translations = translations
CONF
  # Qt's own strings (standard dialogs) in the languages of the interface, when available.
  for lang in es ja; do
    if [ -f "$qttranslations/qtbase_$lang.qm" ]; then
      mkdir -p "$dest/translations"
      cp "$qttranslations/qtbase_$lang.qm" "$dest/translations/"
    fi
  done
fi

# --- Shared libraries ---------------------------------------------------------------------
# Never bundled: glibc's own libraries (they must match the system's ld.so) and the GPU
# driver with CUDA (libcuda, libnvidia-*, NVRTC, CUPTI: loaded at run time from the system).
system_re='^(ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libanl|libnsl|libBrokenLocale|libmvec|libthread_db|libcidn|libnss_[a-z]+|libc_malloc_debug)\.so'
driver_re='^(libcuda|libnvidia-.*|libnvrtc.*|libcupti|libnvcuvid|lib(GLX|EGL|GLESv2)_nvidia)\.so'
# libstdc++ and libgcc_s go to lib/compat, which AppRun uses only on systems whose own
# copies are older (a newer system copy must win, for the sake of GPU/GL driver libraries).
compat_re='^(libstdc\+\+|libgcc_s)\.so'

elfs() { # every ELF file under $dest except lib/
  find "$dest" -path "$dest/lib" -prune -o -type f -print | while read -r f; do
    [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] && echo "$f"
  done
}
mkdir -p "$dest/lib/compat"
missing=0
while read -r f; do
  while read -r soname arrow path _; do
    [ "$arrow" = "=>" ] || continue
    if [ "$path" = "not" ]; then echo "make-bundle: $f needs $soname, which is not found" >&2; missing=1; continue; fi
    [[ $soname =~ $system_re || $soname =~ $driver_re ]] && continue
    target=$dest/lib/$soname
    [[ $soname =~ $compat_re ]] && target=$dest/lib/compat/$soname
    if [ ! -e "$target" ]; then
      cp -L "$path" "$target"
      realpath "$path" >>"$work/sources"
    fi
  done < <(ldd "$f")
done < <(elfs)
[ "$missing" = 0 ] || exit 1

# Highest libstdc++ symbol versions the bundled programs and libraries use: AppRun picks
# the system libstdc++ when it has them.
{
  find "$dest" -type f \( -path "$dest/bin/*" -o -path "$dest/libexec/*" -o -path "$dest/plugins/*" -o -path "$dest/lib/*.so*" \) \
    -not -path "$dest/lib/compat/*" -not -name qt.conf -print0 | (xargs -0 objdump -T 2>/dev/null || true) |
    grep -o 'GLIBCXX_[0-9.]*' | sort -uV | tail -1
  find "$dest" -type f \( -path "$dest/bin/*" -o -path "$dest/libexec/*" -o -path "$dest/plugins/*" -o -path "$dest/lib/*.so*" \) \
    -not -path "$dest/lib/compat/*" -not -name qt.conf -print0 | (xargs -0 objdump -T 2>/dev/null || true) |
    grep -o 'CXXABI_[0-9.]*' | sort -uV | tail -1
} >"$dest/lib/compat/needed-versions"

# Search paths relative to each file ($ORIGIN), as DT_RPATH so that they also hold for
# libraries loaded indirectly and win over a LD_LIBRARY_PATH set by the user.
setrpath() { patchelf --force-rpath --set-rpath "$1" "$2"; }
for f in "$dest"/bin/*; do [ "$(basename "$f")" = qt.conf ] || setrpath '$ORIGIN/../lib' "$f"; done
for f in "$dest"/libexec/augur/*; do setrpath '$ORIGIN/../../lib' "$f"; done
[ -d "$dest/plugins" ] && find "$dest/plugins" -name '*.so' | while read -r f; do setrpath '$ORIGIN/../../lib' "$f"; done
find "$dest/lib" -maxdepth 1 -type f -name '*.so*' | while read -r f; do setrpath '$ORIGIN' "$f"; done
find "$dest/lib/compat" -type f -name '*.so*' | while read -r f; do setrpath '$ORIGIN' "$f"; done
chmod 0644 "$dest"/lib/*.so* "$dest"/lib/compat/*.so*

# --- Fonts: the system's configuration plus DejaVu, for machines without any fonts --------
mkdir -p "$dest/share/fonts" "$dest/etc/fonts"
for font in DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansMono.ttf; do
  f=$(find /usr/share/fonts -name "$font" -print -quit)
  if [ -n "$f" ]; then cp "$f" "$dest/share/fonts/"; realpath "$f" >>"$work/sources"; fi
done
cat >"$dest/etc/fonts/fonts.conf" <<'CONF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- The system's font configuration, if any, plus the fonts shipped with Augur. -->
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">../../share/fonts</dir>
  <cachedir prefix="xdg">fontconfig</cachedir>
</fontconfig>
CONF

# Licences of everything copied from the system (Debian's copyright files), by package.
sort -u "$work/sources" | while read -r f; do
  # dpkg knows a file by the path its package ships, /lib/... or /usr/lib/... (usrmerge).
  { dpkg -S "$f" || dpkg -S "${f#/usr}" || dpkg -S "/usr$f"; } 2>/dev/null | grep -v '^diversion' | head -1 | cut -d: -f1
done | sort -u | while read -r pkg; do
  if [ -f "/usr/share/doc/$pkg/copyright" ]; then
    mkdir -p "$dest/share/doc/$pkg"
    cp "/usr/share/doc/$pkg/copyright" "$dest/share/doc/$pkg/"
  fi
done

# --- Launcher --------------------------------------------------------------------------------
install -m 0755 "$here/AppRun" "$dest/AppRun"
ln -sf AppRun "$dest/augur"
ln -sf AppRun "$dest/augur-cli"

# --- Check: every library resolves inside the bundle, or is glibc's or the driver's -------
bad=0
while read -r f; do
  while read -r soname arrow path _; do
    [ "$arrow" = "=>" ] || continue
    [[ $soname =~ $system_re || $soname =~ $driver_re || $soname =~ $compat_re ]] && continue
    case "$path" in "$dest"/*) ;; *) echo "make-bundle: $f: $soname resolves to $path" >&2; bad=1 ;; esac
  done < <(env -u LD_LIBRARY_PATH ldd "$f")
done < <(find "$dest" -type f -name '*.so*' -not -path "$dest/lib/compat/*"; elfs)
[ "$bad" = 0 ] || exit 1
env -i PATH=/usr/bin:/bin "$dest/AppRun" augur-cli --version >/dev/null

glibc=$( (find "$dest" -type f \( -name '*.so*' -o -perm -u+x \) -print0 | xargs -0 objdump -T 2>/dev/null || true) |
        grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)
tar -C "$work" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"
echo "make-bundle: $(du -sh "$dest" | cut -f1) unpacked, $(ls "$dest/lib" | grep -c '\.so') libraries (+ compat), needs $glibc or newer" >&2
echo "$out/$name.tar.gz"
