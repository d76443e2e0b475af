// Search of the mlsysim-rs reference, written by hand: no framework, no build step.
//
// The index is a script (search-index.js) setting window.mlsysimSearchIndex, so that it loads
// from a folder opened with file://, where a browser will not fetch a JSON file. Pages work
// without this script: the search box stays hidden and the A-Z index lists every name.
(function () {
  'use strict';

  // Ties between equally good matches list the things a reader most often looks for first.
  var KIND_ORDER = ['scenario', 'family', 'preset', 'law', 'hardware', 'model',
    'property', 'method', 'input'];
  var POPUP_RESULTS = 8;
  var PAGE_RESULTS = 60;

  function loadIndex(callback) {
    if (window.mlsysimSearchIndex) {
      callback(window.mlsysimSearchIndex);
      return;
    }
    var script = document.querySelector('script[data-search-index]');
    if (!script) {
      script = document.createElement('script');
      script.src = 'search-index.js';
      script.setAttribute('data-search-index', '');
      document.head.appendChild(script);
    }
    script.addEventListener('load', function () {
      callback(window.mlsysimSearchIndex);
    });
  }

  // Lower case, with separators dropped: `KV decode-batch` and `kv_decode_batch` both read
  // `kvdecodebatch`.
  function squash(text) {
    return text.toLowerCase().replace(/[\s_.\-\/]+/g, '');
  }

  // The words of a name: CamelCase, snake_case and dotted paths split apart.
  function nameWords(name) {
    return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
      .split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  function queryWords(query) {
    return query.toLowerCase().split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  // How well an entry matches: the whole name first, then a registry path's last part, then
  // the name's start, then part of the name, then every word at the start of a word of the
  // name, then every word anywhere in the name, context and summary. Zero is no match.
  function score(entry, query, words) {
    var name = squash(entry.name);
    var wanted = squash(query);
    if (!wanted) {
      return 0;
    }
    if (name === wanted) {
      return 1000;
    }
    // A registry path's last part is its short name: `H100` is `Cloud.H100`.
    if (squash(entry.name.split('.').pop()) === wanted) {
      return 900;
    }
    if (name.indexOf(wanted) === 0) {
      return 800;
    }
    if (name.indexOf(wanted) > 0) {
      return 600;
    }
    var own = nameWords(entry.name);
    var inName = words.filter(function (w) {
      return own.some(function (o) { return o.indexOf(w) === 0; });
    }).length;
    if (inName === words.length) {
      return 400;
    }
    var text = (entry.name + ' ' + entry.context + ' ' + entry.summary).toLowerCase();
    var everywhere = words.every(function (w) { return text.indexOf(w) >= 0; });
    return everywhere ? 100 + 10 * inName : 0;
  }

  function search(index, query) {
    var words = queryWords(query);
    var found = [];
    index.entries.forEach(function (row) {
      var entry = { kind: row[0], name: row[1], context: row[2], summary: row[3], url: row[4] };
      var s = score(entry, query, words);
      if (s > 0) {
        found.push({ entry: entry, score: s });
      }
    });
    found.sort(function (a, b) {
      return b.score - a.score ||
        KIND_ORDER.indexOf(a.entry.kind) - KIND_ORDER.indexOf(b.entry.kind) ||
        a.entry.name.length - b.entry.name.length ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0);
    });
    return found.map(function (f) { return f.entry; });
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) {
      el.className = className;
    }
    if (text) {
      el.textContent = text;
    }
    return el;
  }

  function resultItem(entry) {
    var item = element('li', 'search-result');
    var link = element('a', null, entry.name);
    link.href = entry.url;
    item.appendChild(link);
    item.appendChild(element('span', 'search-kind', entry.kind));
    if (entry.context) {
      item.appendChild(element('span', 'search-context', entry.context));
    }
    if (entry.summary) {
      item.appendChild(element('span', 'search-summary', entry.summary));
    }
    return item;
  }

  function fill(list, entries) {
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    entries.forEach(function (entry) { list.appendChild(resultItem(entry)); });
  }

  // The search page: results for ?q=... in the page itself.
  function showPage(results, status, query) {
    loadIndex(function (index) {
      var all = search(index, query);
      fill(results, all.slice(0, PAGE_RESULTS));
      status.textContent = all.length === 0
        ? 'Nothing matches “' + query + '”. The A–Z index lists every scenario, preset and law.'
        : all.length + (all.length === 1 ? ' result' : ' results') + ' for “' + query + '”' +
          (all.length > PAGE_RESULTS ? ', the first ' + PAGE_RESULTS + ' shown.' : '.');
    });
  }

  // The header box: the best few results under it as one types; Enter opens the search page.
  function wireBox(form) {
    var box = form.querySelector('input[name="q"]');
    var popup = form.querySelector('.search-popup');
    form.hidden = false;
    box.addEventListener('input', function () {
      var query = box.value.trim();
      if (!query) {
        popup.hidden = true;
        return;
      }
      loadIndex(function (index) {
        if (box.value.trim() !== query) {
          return;
        }
        fill(popup, search(index, query).slice(0, POPUP_RESULTS));
        popup.hidden = !popup.firstChild;
      });
    });
    box.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        popup.hidden = true;
      }
    });
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) {
        popup.hidden = true;
      }
    });
    return box;
  }

  var form = document.getElementById('search');
  if (!form) {
    return;
  }
  var box = wireBox(form);
  var results = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  var query = new URLSearchParams(window.location.search).get('q');
  if (results && status) {
    if (query && query.trim()) {
      box.value = query;
      showPage(results, status, query.trim());
    } else {
      status.textContent = 'Type a name or a few words in the box above.';
    }
  }
})();
