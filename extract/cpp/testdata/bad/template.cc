{% for op in ops %}
{{ op.ret }} {{ op.name }}({% for a in op.args %}{{ a.type }} {{ a.name }}{% if not loop.last %}, {% endif %}{% endfor %}) {
  {% if op.checked %}TORCH_CHECK({{ op.cond }}, "{{ op.msg }}");{% endif %}
}
{% endfor %}
